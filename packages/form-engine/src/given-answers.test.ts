import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import { holdsGivenAnswer } from './given-answers.ts';
import type { JsonSchema } from './json-schema.ts';
import { testDefinition, testRegistry } from './test-support/test-registry.ts';

/** A compiled form whose JSON Schema is `jsonSchema` (holdsGivenAnswer reads nothing else). */
function formWith(jsonSchema: JsonSchema) {
  return { ...compileForm(testDefinition(), testRegistry), jsonSchema };
}

const form = formWith({
  type: 'object',
  properties: {
    personalInformation: {
      type: 'object',
      properties: {
        firstName: { type: 'string' },
        country: { type: 'string', enum: ['United States of America', 'Mexico'], default: 'United States of America' },
      },
      dependentSchemas: { firstName: { properties: { newsletter: { type: 'boolean', default: true } } } },
    },
    owners: { type: 'array', items: { type: 'object', properties: { share: { type: 'number', default: 100 } } } },
    tags: { type: 'array', items: { type: 'string' }, default: ['member'] },
  },
});

describe('holdsGivenAnswer', () => {
  it('finds nothing in empty answers or in the defaults the form fills in (an untouched form)', () => {
    expect(holdsGivenAnswer(form, {})).toBe(false);
    expect(holdsGivenAnswer(form, { personalInformation: {}, owners: [] })).toBe(false);
    expect(holdsGivenAnswer(form, { personalInformation: { firstName: '  ', country: 'United States of America' } })).toBe(false);
    expect(holdsGivenAnswer(form, { personalInformation: { newsletter: true }, owners: [{ share: 100 }], tags: ['member'] })).toBe(false);
    expect(holdsGivenAnswer(form, null)).toBe(false);
  });

  it('finds a typed text, another choice than the default, a number or a boolean the form did not fill in', () => {
    expect(holdsGivenAnswer(form, { personalInformation: { firstName: 'Jordan', country: 'United States of America' } })).toBe(true);
    expect(holdsGivenAnswer(form, { personalInformation: { country: 'Mexico' } })).toBe(true);
    expect(holdsGivenAnswer(form, { personalInformation: { newsletter: false } })).toBe(true);
    expect(holdsGivenAnswer(form, { owners: [{ share: 40 }] })).toBe(true);
    expect(holdsGivenAnswer(form, { tags: ['member', 'coach'] })).toBe(true);
    expect(holdsGivenAnswer(form, { unknown: { deep: [0] } })).toBe(true);
  });
});
