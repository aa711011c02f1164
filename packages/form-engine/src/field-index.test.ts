import { describe, expect, it } from 'vitest';
import { FRIENDLY_NAME_KEYWORD } from './friendly-name-keyword.ts';
import { indexFields, newFieldMap, toFieldIndex } from './field-index.ts';
import { findFieldInfo, friendlyNameFor } from './find-field-info.ts';
import type { JsonSchema } from './json-schema.ts';

function index(schema: JsonSchema) {
  const map = newFieldMap();
  indexFields(schema, 'c', map);
  return toFieldIndex(map);
}

describe('fieldIndex', () => {
  it('walks properties, items and every branch kind', () => {
    const fields = index({
      type: 'object',
      properties: {
        a: { type: 'string', title: 'A' },
        list: { type: 'array', items: { type: 'object', properties: { x: { type: 'string', title: 'X' } } } },
      },
      allOf: [{ properties: { b: { type: 'string', title: 'B' } } }],
      oneOf: [{ properties: { d: { type: 'string', title: 'D' } } }],
      anyOf: [{ properties: { e: { type: 'string', title: 'E' } } }],
      if: { properties: { a: { const: 'yes' }, hint: { type: 'string' } } },
      then: { properties: { f: { type: 'string', title: 'F' } } },
      else: { properties: { g: { type: 'string', title: 'G' } } },
      dependentSchemas: { a: { properties: { h: { type: 'string', title: 'H' } } } },
    });
    expect(fields).toEqual({
      'c.a': { friendlyName: 'A' },
      'c.list': { friendlyName: 'list' },
      'c.list.*.x': { friendlyName: 'X' },
      'c.b': { friendlyName: 'B' },
      'c.e': { friendlyName: 'E' },
      'c.d': { friendlyName: 'D' },
      'c.f': { friendlyName: 'F' },
      'c.g': { friendlyName: 'G' },
      'c.h': { friendlyName: 'H' },
    });
  });

  it('prefers x-friendlyName over title, and a title over a bare key', () => {
    const fields = index({
      type: 'object',
      properties: {
        q1: { type: 'string', title: 'A very long question text?', [FRIENDLY_NAME_KEYWORD]: 'A very long que...' },
        plain: { type: 'string' },
      },
      then: { properties: { plain: { type: 'string', title: 'Plain Field' }, q1: { type: 'string', title: 'Other' } } },
    });
    expect(fields['c.q1']).toEqual({ friendlyName: 'A very long que...' });
    expect(fields['c.plain']).toEqual({ friendlyName: 'Plain Field' });
  });

  it('looks array item paths up through * and falls back to the last named segment', () => {
    const fields = { 'c.list.*.x': { friendlyName: 'X' }, 'c.12': { friendlyName: 'Question 12' } };
    expect(findFieldInfo(fields, 'c.list.3.x')).toEqual({ friendlyName: 'X' });
    expect(findFieldInfo(fields, 'c.list.y.x')).toBeUndefined();
    expect(friendlyNameFor(fields, 'c.12')).toBe('Question 12');
    expect(friendlyNameFor(fields, 'c.other.0')).toBe('other');
    expect(friendlyNameFor(fields, '')).toBe('');
  });
});
