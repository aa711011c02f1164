import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { compileForProgram, validCompanyInformation } from '../../test-support/sample-company-information.ts';
import { validPersonalInformation } from '../../test-support/sample-program.ts';

const compile = (configuration: Record<string, unknown> = {}) => compileSample([sampleComponent('CompanyInformation', 1, configuration)]);
const check = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  createValidator(compiled).validate({ companyInformation: answers });
const failingPaths = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  [
    ...new Set(
      check(compiled, answers)
        .errors.filter((error) => error.code !== 'anyOf')
        .map((error) => `${error.path}:${error.code}`),
    ),
  ].sort();
const without = (key: string) => Object.fromEntries(Object.entries(validCompanyInformation).filter(([name]) => name !== key));

const COMPANY_REQUIRED_NAMES = [
  'Business Certifications',
  'Company Address',
  'Company City',
  'Company Country',
  'Company Email Address',
  'Company Name',
  'Company Phone',
  'Company Postal Code',
  'Company State',
  'Company Website',
  'Federal Tax ID',
  'Industry',
  'Number of Employees',
  'Service Area',
  'Year Formed',
];

describe('CompanyInformation', () => {
  const compiled = compile();

  it('lists the spec §5 company required set by friendly name; footballAreas is exempt outside the directory programs', () => {
    expect(missingFieldNames(check(compiled, {}))).toEqual(COMPANY_REQUIRED_NAMES);
  });

  it('requires football areas in the legends directory and business directory programs only', () => {
    for (const role of ['legends-directory', 'business-directory'] as const) {
      const directory = compileForProgram([sampleComponent('CompanyInformation', 1)], role);
      expect(missingFieldNames(createValidator(directory).validate({ companyInformation: {} }))).toEqual(
        [...COMPANY_REQUIRED_NAMES, 'Football Areas'].sort(),
      );
      expect(
        missingFieldNames(createValidator(directory).validate({ companyInformation: { ...validCompanyInformation, footballAreas: [] } })),
      ).toEqual(['Football Areas']);
      expect(createValidator(directory).validate({ companyInformation: validCompanyInformation }).valid).toBe(true);
    }
    const footballOps = compileForProgram([sampleComponent('CompanyInformation', 1)], 'football-ops-submission');
    expect(createValidator(footballOps).validate({ companyInformation: without('footballAreas') }).valid).toBe(true);
  });

  it('accepts complete answers; address 2 and football areas are optional here', () => {
    expect(check(compiled, validCompanyInformation)).toEqual({ valid: true, errors: [] });
    expect(check(compiled, { ...validCompanyInformation, address2: 'Building C' }).valid).toBe(true);
    expect(check(compiled, without('footballAreas')).valid).toBe(true);
    expect(check(compiled, { ...validCompanyInformation, footballAreas: [] }).valid).toBe(true);
  });

  it('offers the spec §9 lists: countries with the United States of America first and default, the five service areas', () => {
    const properties = compiled.jsonSchema.properties?.['companyInformation']?.properties ?? {};
    const country = properties['country'] as { default?: string; enum?: string[] };
    expect(country.default).toBe('United States of America');
    expect(country.enum?.[0]).toBe('United States of America');
    expect(properties['businessDirectoryServiceArea']?.enum).toEqual(['Local', 'State', 'Regional', 'National', 'Worldwide']);
    expect(failingPaths(compiled, { ...validCompanyInformation, businessDirectoryServiceArea: 'Galactic' })).toEqual([
      'companyInformation.businessDirectoryServiceArea:enum',
    ]);
  });

  it('applies the spec §5 patterns', () => {
    const bad = {
      ...validCompanyInformation,
      companyName: '!!!',
      city: 'C4nton',
      companyPhone: '555-0142',
      companyEmailAddress: 'info@',
      companyWebsite: '...',
      numEmployees: '40+',
      yearFormed: '12',
      fedTaxId: '   ',
    };
    expect(failingPaths(compiled, bad)).toEqual([
      'companyInformation.city:pattern',
      'companyInformation.companyEmailAddress:format',
      'companyInformation.companyName:pattern',
      'companyInformation.companyPhone:pattern',
      'companyInformation.companyWebsite:pattern',
      'companyInformation.fedTaxId:required',
      'companyInformation.numEmployees:pattern',
      'companyInformation.yearFormed:pattern',
    ]);
    expect(check(compiled, { ...validCompanyInformation, numEmployees: '10-50', companyPhone: '+1 330.555.0142' }).valid).toBe(true);
  });

  it('limits number of employees to 6 characters and year formed to exactly 4', () => {
    expect(check(compiled, { ...validCompanyInformation, numEmployees: '999999' }).valid).toBe(true);
    expect(failingPaths(compiled, { ...validCompanyInformation, numEmployees: '1000000' })).toEqual([
      'companyInformation.numEmployees:maxLength',
    ]);
    expect(failingPaths(compiled, { ...validCompanyInformation, yearFormed: '20120' }).sort()).toEqual([
      'companyInformation.yearFormed:maxLength',
      'companyInformation.yearFormed:pattern',
    ]);
    expect(check(compiled, { ...validCompanyInformation, yearFormed: '1999' }).valid).toBe(true);
  });

  it('limits text inputs to the configured maxLength, else 524288 characters', () => {
    expect(check(compiled, { ...validCompanyInformation, companyName: 'a'.repeat(524288) }).valid).toBe(true);
    expect(failingPaths(compiled, { ...validCompanyInformation, companyName: 'a'.repeat(524289) })).toEqual([
      'companyInformation.companyName:maxLength',
    ]);
    const short = compile({ maxLength: 30 });
    expect(check(short, validCompanyInformation).valid).toBe(true);
    expect(
      failingPaths(short, {
        ...validCompanyInformation,
        companyName: 'Gridiron Logistics Holdings LLC',
        businessCertifications: ['Other: A certification with a long name'],
      }),
    ).toEqual(['companyInformation.businessCertifications.0:maxLength', 'companyInformation.companyName:maxLength']);
  });

  it('requires a US state and US postal code in the United States of America (spec §4 country rule)', () => {
    expect(failingPaths(compiled, { ...validCompanyInformation, stateCode: 'Ontario', postalCode: 'K1A 0B1' })).toEqual([
      'companyInformation.postalCode:pattern',
      'companyInformation.stateCode:enum',
    ]);
    expect(check(compiled, { ...validCompanyInformation, postalCode: '44708-1234' }).valid).toBe(true);
  });

  it('turns state and postal code into free text in any other country', () => {
    const canada = { ...validCompanyInformation, country: 'Canada', city: 'Toronto', stateCode: 'Ontario', postalCode: 'M5V 2T6' };
    expect(check(compiled, canada).valid).toBe(true);
    expect(failingPaths(compiled, { ...canada, stateCode: 'Ont4rio' })).toEqual(['companyInformation.stateCode:pattern']);
    expect(missingFieldNames(check(compiled, { ...canada, stateCode: undefined, postalCode: undefined }))).toEqual([
      'Company Postal Code',
      'Company State',
    ]);
    expect(failingPaths(compiled, { ...canada, country: 'Atlantis' })).toEqual(['companyInformation.country:enum']);
  });

  it("stores a multi-select's 'Other' as 'Other: {text}' and requires the text", () => {
    expect(
      check(compiled, {
        ...validCompanyInformation,
        businessIndustryList: ['Other: Esports'],
        footballAreas: ['Youth', 'Other: Analytics'],
      }).valid,
    ).toBe(true);
    const noText = check(compiled, { ...validCompanyInformation, businessCertifications: ['MBE', 'Other: '] });
    expect(noText.valid).toBe(false);
    expect(missingFieldNames(noText)).toEqual(['Business Certifications']);
    expect(failingPaths(compiled, { ...validCompanyInformation, businessIndustryList: ['Other:    '] })).toEqual([
      'companyInformation.businessIndustryList.0:enum',
      'companyInformation.businessIndustryList.0:pattern',
    ]);
  });

  it("refuses unlisted options, a bare 'Other', duplicates and a second 'Other' entry", () => {
    expect(failingPaths(compiled, { ...validCompanyInformation, businessCertifications: ['Other'] })).toEqual([
      'companyInformation.businessCertifications.0:enum',
      'companyInformation.businessCertifications.0:pattern',
    ]);
    expect(check(compiled, { ...validCompanyInformation, footballAreas: ['Quidditch'] }).valid).toBe(false);
    expect(failingPaths(compiled, { ...validCompanyInformation, businessIndustryList: ['Automotive', 'Automotive'] })).toEqual([
      'companyInformation.businessIndustryList:uniqueItems',
    ]);
    expect(failingPaths(compiled, { ...validCompanyInformation, businessCertifications: ['Other: One', 'Other: Two'] })).toEqual([
      'companyInformation.businessCertifications:contains',
    ]);
  });

  it('requires at least one certification and one industry', () => {
    expect(
      missingFieldNames(check(compiled, { ...validCompanyInformation, businessCertifications: [], businessIndustryList: [] })),
    ).toEqual(['Business Certifications', 'Industry']);
  });

  it('refuses answers for fields the section does not have', () => {
    expect(failingPaths(compiled, { ...validCompanyInformation, nickname: 'GL' })).toEqual([
      'companyInformation.nickname:unevaluatedProperties',
    ]);
  });

  it('titles the section with sectionTitle when configured, else the display name', () => {
    expect(compiled.jsonSchema.properties?.['companyInformation']?.title).toBe('CompanyInformation');
    expect(compile({ sectionTitle: 'Your Business' }).jsonSchema.properties?.['companyInformation']?.title).toBe('Your Business');
  });

  it('refuses a configuration its configSchema does not allow', () => {
    expect(() => compile({ maxLength: 0 })).toThrow(/configuration/);
    expect(() => compile({ maxLength: 'long' })).toThrow(/configuration/);
    expect(() => compile({ maxLength: 524289 })).toThrow(/configuration/);
  });

  it('projects company name, first industry, football areas and the company address and contact columns', () => {
    expect(
      projectAnswers(
        compiled,
        { companyInformation: { ...validCompanyInformation, businessIndustryList: ['Other: Esports', 'Automotive'] } },
        componentRegistry,
      ),
    ).toEqual({
      companyName: 'Gridiron Logistics LLC',
      industry: 'Other: Esports',
      city: 'Canton',
      stateCode: 'OH',
      country: 'United States of America',
      email: 'info@gridiron-logistics.example',
      phone: '(330) 555-0142',
      footballAreas: ['Equipment', 'Youth'],
    });
  });

  it('leaves email, phone and address columns to an earlier PersonalInformation (first non-empty value wins)', () => {
    const both = compileSample([sampleComponent('PersonalInformation', 1), sampleComponent('CompanyInformation', 2)]);
    const columns = projectAnswers(
      both,
      { personalInformation: validPersonalInformation, companyInformation: validCompanyInformation },
      componentRegistry,
    );
    expect(columns).toMatchObject({
      email: 'jordan.oneil@example.org',
      phone: '(212) 555-0199',
      city: 'New York',
      stateCode: 'NY',
      companyName: 'Gridiron Logistics LLC',
      industry: 'Transportation and Logistics',
    });
  });
});
