import { describe, expect, it } from 'vitest';
import { conditionFieldNames, plainLeafChange, type LeafChangeContext } from './plain-leaf-change.ts';

const schema = {
  type: 'object',
  properties: {
    family: {
      type: 'object',
      properties: {
        attends: { type: 'string', enum: ['yes', 'no'] },
        note: { type: 'string', allOf: [{ pattern: '\\S' }] },
        count: { type: 'integer' },
        pick: { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] },
      },
      allOf: [
        { if: { properties: { attends: { const: 'yes' } }, required: ['attends'] }, then: { properties: { partner: { type: 'string' } } } },
      ],
    },
    other: { type: 'object', properties: { city: { type: 'string' } }, dependentRequired: { city: ['zip'] } },
    list: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
  },
};

const formData = { family: { attends: 'no', note: 'a' }, other: {}, list: [{ name: 'x' }] };
const context = (overrides: Partial<LeafChangeContext> = {}): LeafChangeContext => ({
  schema,
  formData,
  validatesChanges: false,
  inert: false,
  hasCustomErrorsAtPath: false,
  ...overrides,
});

describe('conditionFieldNames', () => {
  it('names what conditions, options and dependencies read, anywhere in the schema', () => {
    expect([...(conditionFieldNames(schema) ?? [])].sort()).toEqual(['attends', 'city']);
  });

  it('gives up on a schema with a $ref', () => {
    expect(conditionFieldNames({ type: 'object', properties: { a: { $ref: '#/$defs/a' } } })).toBeNull();
  });
});

describe('plainLeafChange', () => {
  it('sets a typed value, copying only the objects on its path', () => {
    const next = plainLeafChange({ newValue: 'ab', path: ['family', 'note'] }, context());
    expect(next).toEqual({ ...formData, family: { attends: 'no', note: 'ab' } });
    expect(next?.['other']).toBe(formData.other);
    expect(formData.family.note).toBe('a');
  });

  it('adds the first value of a field the answers object lacks', () => {
    expect(plainLeafChange({ newValue: 3, path: ['family', 'count'] }, context())).toEqual({
      ...formData,
      family: { ...formData.family, count: 3 },
    });
  });

  it.each([
    ['a field a condition reads', { newValue: 'yes', path: ['family', 'attends'] }],
    ['a field a dependency reads', { newValue: 'Paris', path: ['other', 'city'] }],
    ['a field of a conditional branch', { newValue: 'Sam', path: ['family', 'partner'] }],
    ['a field with options', { newValue: 'a', path: ['family', 'pick'] }],
    ['an array item', { newValue: 'y', path: ['list', 0, 'name'] }],
    ['a cleared field', { newValue: undefined, path: ['family', 'note'] }],
    ['an object value', { newValue: { note: 'b' }, path: ['family'] }],
    ['a change with an error schema', { newValue: 'b', path: ['family', 'note'], newErrorSchema: {} }],
    ['a field outside the schema', { newValue: 'b', path: ['family', 'unknown'] }],
  ])('leaves %s to RJSF', (_label, change) => {
    expect(plainLeafChange(change, context())).toBeNull();
  });

  it.each([
    ['RJSF validates changes', { validatesChanges: true }],
    ['the form is read-only or disabled', { inert: true }],
    ['custom errors sit at the path', { hasCustomErrorsAtPath: true }],
    ['the answers object is missing', { formData: { other: {} } }],
  ])('leaves a change to RJSF when %s', (_label, overrides) => {
    expect(plainLeafChange({ newValue: 'b', path: ['family', 'note'] }, context(overrides))).toBeNull();
  });
});
