import type { CompiledForm, JsonSchema } from '@huddle/form-engine';

/** Valid values for the well-known answer fields (spec §3 applicant form fields, §5 patterns). */
export const sampleFieldValues: Readonly<Record<string, unknown>> = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane.doe@example.org',
  birthDate: '04/12/1985',
  primaryPhone: '(212) 555-0147',
  country: 'United States of America',
  address1: '1 Main Street',
  city: 'Springfield',
  stateCode: 'IL',
  postalCode: '62701',
  college: 'Stanford University',
  digitalSignature: 'Jane Doe',
  legendsOwnershipPercent: '51',
};

/**
 * A complete, valid answers object for a compiled form, built from its JSON
 * Schema: every required property filled (well-known fields from
 * `overrides` or sampleFieldValues; enums with their first choice other than
 * 'Other'; arrays with one item; other text 'Sample answer').
 */
export function sampleAnswers(compiled: CompiledForm, overrides: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return fill(compiled.jsonSchema, '', { ...sampleFieldValues, ...overrides }) as Record<string, unknown>;
}

function fill(schema: JsonSchema, name: string, values: Readonly<Record<string, unknown>>): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type !== 'object' && name in values) return values[name];
  if (schema.enum !== undefined) return schema.enum.find((choice) => choice !== 'Other') ?? schema.enum[0];
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property !== undefined) result[key] = fill(property, key, values);
      }
      for (const key of presenceBranch(schema, result)?.required ?? []) {
        const property = schema.properties?.[key];
        if (property !== undefined && !(key in result)) result[key] = fill(property, key, values);
      }
      return result;
    }
    case 'array':
      return schema.items === undefined ? [] : [fill(schema.items, '', values)];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    default:
      return 'Sample answer';
  }
}

/**
 * The branch that applies for a presence condition (`if: { required: [...] }`
 * alone, e.g. PlayerDbInfo's birth date required unless a playerId is given):
 * `then` when every named key is filled, else `else`. Other conditions: none.
 */
function presenceBranch(schema: JsonSchema, filled: Record<string, unknown>): JsonSchema | undefined {
  const condition = schema.if;
  if (typeof condition !== 'object' || condition === null || Object.keys(condition).join() !== 'required') return undefined;
  const branch = (condition.required ?? []).every((key) => key in filled) ? schema.then : schema.else;
  return typeof branch === 'object' && branch !== null ? branch : undefined;
}
