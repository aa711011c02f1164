import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import { createValidator } from './create-validator.ts';
import { missingFieldNames } from './missing-fields.ts';
import { testDefinition, testRegistry } from './test-support/test-registry.ts';
import type { FieldError, ValidationResult } from './validation-result.ts';

function failing(...friendlyNames: string[]): ValidationResult {
  const errors = friendlyNames.map((friendlyName, i): FieldError => ({
    path: `f${i}`,
    code: 'required',
    params: {},
    message: 'is required',
    friendlyName,
  }));
  return { valid: errors.length === 0, errors };
}

describe('missingFieldNames', () => {
  it('lists each friendly name once, sorted in English collation', () => {
    expect(missingFieldNames(failing('Postal Code', 'email Address', 'First Name', 'Postal Code', 'Ünited'))).toEqual([
      'email Address',
      'First Name',
      'Postal Code',
      'Ünited',
    ]);
  });

  it('is empty for valid answers and skips nameless errors', () => {
    expect(missingFieldNames({ valid: true, errors: [] })).toEqual([]);
    expect(missingFieldNames(failing(''))).toEqual([]);
  });

  it('lists the failing fields of a validated form', () => {
    const validator = createValidator(compileForm(testDefinition(), testRegistry));
    const result = validator.validate({
      applicant: { firstName: '123', country: 'US' },
      otherOwners: { owners: [{}, {}] },
      questions: {},
      signature: {},
    });
    expect(missingFieldNames(result)).toEqual([
      'Digital Signature',
      'Email Address',
      'First Name',
      'Owner Name',
      'Postal Code',
      'State',
      'What is your fa...',
    ]);
  });
});
