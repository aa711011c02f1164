import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample } from '../../test-support/form-definitions.ts';
import { sampleFopsCompanyComponent, validFopsCompanyInformation } from '../../test-support/sample-company-information.ts';

const compile = (configuration: Record<string, unknown> = {}) => compileSample([sampleFopsCompanyComponent(1, configuration)]);
const check = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  createValidator(compiled).validate({ fopsCompanyInformation: answers });
const failingPaths = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  check(compiled, answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();

describe('FOPSCompanyInformation', () => {
  const compiled = compile();

  it("lists only the spec §5 FOPS company required set, with 'Phone Number' and 'Email Address'", () => {
    expect(missingFieldNames(check(compiled, {}))).toEqual([
      'Address',
      'City',
      'Country',
      'Email Address',
      'First Name',
      'Last Name',
      'Phone Number',
      'Postal Code',
      'State',
    ]);
  });

  it('accepts complete answers, and answers without company name, address 2 and website', () => {
    expect(check(compiled, validFopsCompanyInformation)).toEqual({ valid: true, errors: [] });
    const { companyName: _name, address2: _address2, companyWebsite: _website, ...minimal } = validFopsCompanyInformation;
    expect(check(compiled, minimal).valid).toBe(true);
  });

  it('applies the spec §5 patterns', () => {
    const bad = {
      ...validFopsCompanyInformation,
      firstName: 'D4na',
      lastName: '',
      phone: '412-555',
      email: 'dana@',
      companyName: '...',
      address1: '#',
    };
    expect(failingPaths(compiled, bad)).toEqual([
      'fopsCompanyInformation.address1:pattern',
      'fopsCompanyInformation.companyName:pattern',
      'fopsCompanyInformation.email:format',
      'fopsCompanyInformation.firstName:pattern',
      'fopsCompanyInformation.lastName:required',
      'fopsCompanyInformation.phone:pattern',
    ]);
  });

  it('applies the spec §4 country rule to state and postal code', () => {
    expect(failingPaths(compiled, { ...validFopsCompanyInformation, stateCode: 'Pennsylvania', postalCode: '152' })).toEqual([
      'fopsCompanyInformation.postalCode:pattern',
      'fopsCompanyInformation.stateCode:enum',
    ]);
    const mexico = { ...validFopsCompanyInformation, country: 'Mexico', city: 'Monterrey', stateCode: 'Nuevo León', postalCode: '64000' };
    expect(check(compiled, mexico).valid).toBe(true);
    expect(missingFieldNames(check(compiled, { ...mexico, stateCode: undefined }))).toEqual(['State']);
    const country = compiled.jsonSchema.properties?.['fopsCompanyInformation']?.properties?.['country'] as {
      default?: string;
      enum?: string[];
    };
    expect([country.default, country.enum?.[0]]).toEqual(['United States of America', 'United States of America']);
  });

  it('limits text inputs to the configured maxLength, else 524288 characters', () => {
    expect(failingPaths(compiled, { ...validFopsCompanyInformation, companyName: 'x'.repeat(524289) })).toEqual([
      'fopsCompanyInformation.companyName:maxLength',
    ]);
    expect(failingPaths(compile({ maxLength: 10 }), validFopsCompanyInformation)).toEqual([
      'fopsCompanyInformation.address1:maxLength',
      'fopsCompanyInformation.companyName:maxLength',
      'fopsCompanyInformation.companyWebsite:maxLength',
    ]);
  });

  it('refuses answers for fields the section does not have', () => {
    expect(failingPaths(compiled, { ...validFopsCompanyInformation, fedTaxId: '12-3456789' })).toEqual([
      'fopsCompanyInformation.fedTaxId:unevaluatedProperties',
    ]);
  });

  it('projects names, email, phone, city, state, country and company name', () => {
    expect(projectAnswers(compiled, { fopsCompanyInformation: validFopsCompanyInformation }, componentRegistry)).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@sideline-analytics.example',
      phone: '412-555-0187',
      city: 'Pittsburgh',
      stateCode: 'PA',
      country: 'United States of America',
      companyName: 'Sideline Analytics Inc.',
    });
  });
});
