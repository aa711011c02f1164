import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import type { CompiledForm } from './compiled-form.ts';
import { createValidator } from './create-validator.ts';
import { FormConfigError } from './form-config-error.ts';
import { testDefinition, testRegistry } from './test-support/test-registry.ts';

const compiled = compileForm(testDefinition(), testRegistry);
const validator = createValidator(compiled);

function validAnswers(): Record<string, Record<string, unknown>> {
  return {
    applicant: { firstName: "Zoë O'Neil-Peña", email: 'zoe@example.com', country: 'US', postalCode: '12345-6789', stateCode: 'Ohio' },
    otherOwners: { owners: [{ ownerName: 'Ann Lee', ownerPercent: '10' }] },
    questions: { q12: 'The 1999 final' },
    signature: { signature: 'Zoë' },
  };
}

function errorsOf(answers: unknown) {
  return validator.validate(answers).errors.map(({ path, code, friendlyName, message }) => ({ path, code, friendlyName, message }));
}

describe('createValidator', () => {
  it('accepts complete answers', () => {
    expect(validator.validate(validAnswers())).toEqual({ valid: true, errors: [] });
  });

  it('reports a missing field at its own dotted path with its friendly name', () => {
    const answers = validAnswers();
    delete answers['applicant']?.['firstName'];
    const result = validator.validate(answers);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      {
        path: 'applicant.firstName',
        code: 'required',
        params: { missingProperty: 'firstName' },
        message: 'is required',
        friendlyName: 'First Name',
      },
    ]);
  });

  it('reports pattern and format failures', () => {
    const answers = validAnswers();
    answers['applicant'] = { ...answers['applicant'], firstName: 'R2-D2', email: 'not-an-email' };
    expect(errorsOf(answers)).toEqual([
      { path: 'applicant.firstName', code: 'pattern', friendlyName: 'First Name', message: expect.stringContaining('must match pattern') },
      { path: 'applicant.email', code: 'format', friendlyName: 'Email Address', message: 'must match format "email"' },
    ]);
  });

  it('requires the conditional field when its condition holds, without if noise', () => {
    const answers = validAnswers();
    delete answers['applicant']?.['postalCode'];
    expect(errorsOf(answers)).toEqual([
      { path: 'applicant.postalCode', code: 'required', friendlyName: 'Postal Code', message: 'is required' },
    ]);
  });

  it('reports a failing conditional field once, without calling its valid siblings not allowed', () => {
    const answers = validAnswers();
    answers['applicant'] = { ...answers['applicant'], postalCode: '1234' };
    expect(errorsOf(answers)).toEqual([
      { path: 'applicant.postalCode', code: 'pattern', friendlyName: 'Postal Code', message: expect.any(String) },
    ]);
  });

  it('does not require a hidden conditional field and refuses a value for it', () => {
    const answers = validAnswers();
    answers['applicant'] = { firstName: 'Zoë', email: 'zoe@example.com', country: 'CA' };
    expect(validator.validate(answers).valid).toBe(true);
    answers['applicant'] = { ...answers['applicant'], postalCode: 'K1A 0B1' };
    expect(validator.validate(answers).errors).toEqual([
      {
        path: 'applicant.postalCode',
        code: 'unevaluatedProperties',
        params: { unevaluatedProperty: 'postalCode' },
        message: 'is not allowed',
        friendlyName: 'Postal Code',
      },
    ]);
    answers['applicant'] = { ...answers['applicant'], firstName: 'R2-D2' };
    const withOtherError = validator.validate(answers);
    expect(withOtherError.valid).toBe(false);
    expect(withOtherError.errors.map((error) => error.code)).toEqual(['pattern']);
  });

  it('maps array item errors to indexed paths and the item field name', () => {
    const answers = validAnswers();
    answers['otherOwners'] = { owners: [{ ownerName: 'Ann' }, { ownerPercent: 'ten' }] };
    expect(errorsOf(answers)).toEqual([
      { path: 'otherOwners.owners.1.ownerName', code: 'required', friendlyName: 'Owner Name', message: 'is required' },
      { path: 'otherOwners.owners.1.ownerPercent', code: 'pattern', friendlyName: 'Owner %', message: expect.any(String) },
    ]);
  });

  it('names questions by their friendly question name', () => {
    const answers = validAnswers();
    answers['questions'] = {};
    expect(errorsOf(answers)).toEqual([
      { path: 'questions.q12', code: 'required', friendlyName: 'What is your fa...', message: 'is required' },
    ]);
  });

  it('lets optional components be left out but requires the others, named by display name', () => {
    const answers: Record<string, unknown> = validAnswers();
    delete answers['otherOwners'];
    expect(validator.validate(answers).valid).toBe(true);
    delete answers['applicant'];
    expect(errorsOf(answers)).toEqual([{ path: 'applicant', code: 'required', friendlyName: 'Person 1', message: 'is required' }]);
  });

  it('refuses unknown answers objects', () => {
    expect(errorsOf({ ...validAnswers(), note: { text: 'hi' } })).toEqual([
      { path: 'note', code: 'additionalProperties', friendlyName: 'note', message: 'is not allowed' },
    ]);
  });

  it('returns data, never throws, for answers that are not an object', () => {
    for (const answers of [null, 'text', 42, [], undefined]) {
      const result = validator.validate(answers);
      expect(result.valid).toBe(false);
      expect(result.errors[0]).toMatchObject({ path: '', code: 'type' });
    }
  });

  it('reuses the validator for the same form and for an equal copy loaded again', () => {
    expect(createValidator(compiled)).toBe(validator);
    const reloaded = JSON.parse(JSON.stringify(compiled)) as CompiledForm;
    expect(createValidator(reloaded)).toBe(validator);
    const other = compileForm({ ...testDefinition(), eventYear: 2026, questions: [] }, testRegistry);
    expect(createValidator(other)).not.toBe(validator);
  });

  it('throws FormConfigError for a stored form whose schema does not compile', () => {
    const broken = { ...compiled, jsonSchema: { ...compiled.jsonSchema, type: 'objekt' } } as unknown as CompiledForm;
    expect(() => createValidator(broken)).toThrow(FormConfigError);
  });
});
