import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { validCompanyContactInformation, validCompanyInformation } from '../../test-support/sample-company-information.ts';
import { validPersonalInformation } from '../../test-support/sample-program.ts';

const compile = (configuration: Record<string, unknown> = {}) =>
  compileSample([sampleComponent('CompanyContactInformation', 1, configuration)]);
const check = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  createValidator(compiled).validate({ companyContactInformation: answers });
const failingPaths = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  check(compiled, answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();

describe('CompanyContactInformation', () => {
  const compiled = compile();

  it('requires all five contact fields (spec §5), listed by friendly name', () => {
    expect(missingFieldNames(check(compiled, {}))).toEqual([
      'Contact Email Address',
      'Contact First Name',
      'Contact Last Name',
      'Contact Primary Phone',
      'Contact Title',
    ]);
    expect(check(compiled, validCompanyContactInformation)).toEqual({ valid: true, errors: [] });
  });

  it('applies the spec §5 patterns', () => {
    const bad = {
      contactFirstName: 'M0rgan',
      contactLastName: 'Ellis',
      contactTitle: '--',
      contactPrimaryPhone: '555 0177',
      contactEmailAddress: 'morgan',
    };
    expect(failingPaths(compiled, bad)).toEqual([
      'companyContactInformation.contactEmailAddress:format',
      'companyContactInformation.contactFirstName:pattern',
      'companyContactInformation.contactPrimaryPhone:pattern',
    ]);
    expect(failingPaths(compiled, { ...validCompanyContactInformation, contactTitle: '   ' })).toEqual([
      'companyContactInformation.contactTitle:required',
    ]);
  });

  it('limits text inputs to the configured maxLength', () => {
    expect(failingPaths(compile({ maxLength: 12 }), validCompanyContactInformation)).toEqual([
      'companyContactInformation.contactTitle:maxLength',
    ]);
  });

  it('refuses answers for fields the section does not have', () => {
    expect(failingPaths(compiled, { ...validCompanyContactInformation, contactFax: '330-555-0100' })).toEqual([
      'companyContactInformation.contactFax:unevaluatedProperties',
    ]);
  });

  it("projects the contact's names, email and phone", () => {
    expect(projectAnswers(compiled, { companyContactInformation: validCompanyContactInformation }, componentRegistry)).toEqual({
      firstName: 'Morgan',
      lastName: 'Ellis-Price',
      email: 'morgan.ellis@gridiron-logistics.example',
      phone: '+1 (330) 555-0177',
    });
  });

  it('fills only the columns earlier components left empty (business directory: company email, contact names)', () => {
    const directory = compileSample([sampleComponent('CompanyInformation', 1), sampleComponent('CompanyContactInformation', 2)]);
    const columns = projectAnswers(
      directory,
      { companyInformation: validCompanyInformation, companyContactInformation: validCompanyContactInformation },
      componentRegistry,
    );
    expect(columns).toMatchObject({
      firstName: 'Morgan',
      lastName: 'Ellis-Price',
      email: 'info@gridiron-logistics.example',
      phone: '(330) 555-0142',
    });
    const legends = compileSample([sampleComponent('PersonalInformation', 1), sampleComponent('CompanyContactInformation', 2)]);
    const applicant = projectAnswers(
      legends,
      { personalInformation: validPersonalInformation, companyContactInformation: validCompanyContactInformation },
      componentRegistry,
    );
    expect(applicant).toMatchObject({ firstName: 'Jordan', lastName: "O'Neil", email: 'jordan.oneil@example.org' });
  });
});
