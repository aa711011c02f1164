import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames } from '@huddle/form-engine';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { DIGITAL_SIGNATURE_LEGAL_TEXT } from './definition.ts';

describe('DigitalSignature', () => {
  const compiled = compileSample([sampleComponent('DigitalSignature', 1)]);
  const validate = (answers: Record<string, unknown>) => createValidator(compiled).validate({ digitalSignature: answers });

  it('is always required, named Digital Signature', () => {
    expect(missingFieldNames(validate({}))).toEqual(['Digital Signature']);
    expect(missingFieldNames(validate({ digitalSignature: '  ' }))).toEqual(['Digital Signature']);
    expect(validate({ digitalSignature: 'Jordan Lee' })).toEqual({ valid: true, errors: [] });
    expect(compiled.sections.Body.map((component) => component.componentType)).toEqual(['DigitalSignature']);
  });

  it('carries the legal text, or the component text when configured', () => {
    const field = (form: typeof compiled) => form.jsonSchema.properties?.['digitalSignature']?.properties?.['digitalSignature'];
    expect(field(compiled)?.description).toBe(DIGITAL_SIGNATURE_LEGAL_TEXT);
    expect(DIGITAL_SIGNATURE_LEGAL_TEXT).toMatch(/typed name is your signature/);
    const custom = compileSample([{ ...sampleComponent('DigitalSignature', 1), componentText: 'Type your name to sign.' }]);
    expect(field(custom)?.description).toBe('Type your name to sign.');
  });

  it('refuses other keys', () => {
    expect(validate({ digitalSignature: 'Jordan Lee', date: 'today' }).errors.map((error) => error.code)).toEqual([
      'unevaluatedProperties',
    ]);
  });
});
