import type { CompiledForm, JsonSchema } from '@huddle/form-engine';
import { createAjv } from '@huddle/form-engine';

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

/** Strings tried, in order, for a text field without a well-known value: the first its schema accepts is used. */
const TEXT_CANDIDATES = [
  'Sample answer',
  'jane.doe@example.org',
  '(212) 555-0147',
  '62701',
  '04/12/1985',
  '2001',
  '12',
  'https://example.org',
  'IL',
  'NA',
];

const ajv = createAjv();
const checks = new WeakMap<object, (value: unknown) => boolean>();

/** Whether `value` passes `schema` alone (compiled once per schema object). */
function passes(schema: JsonSchema, value: unknown): boolean {
  let check = checks.get(schema);
  if (!check) {
    const validate = ajv.compile(schema);
    check = (candidate) => validate(candidate) === true;
    checks.set(schema, check);
  }
  return check(value);
}

/**
 * A complete, valid answers object for a compiled form, built from its JSON
 * Schema: every required property filled, including the properties that
 * if/then/else branches require once the values chosen so far make their
 * condition hold (conditions are evaluated with ajv, repeated until nothing
 * changes). Values: `overrides`, then sampleFieldValues by field name, then
 * `const`, the first enum choice other than 'Other', arrays with minItems
 * (at least one) items, numbers at their minimum, text from TEXT_CANDIDATES
 * (the first the field's schema accepts). FileUpload slots need real uploads:
 * see sampleAnswersWithUploads.
 */
export function sampleAnswers(compiled: CompiledForm, overrides: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return fill(compiled.jsonSchema, '', { values: sampleFieldValues, overrides }) as Record<string, unknown>;
}

/** Values by field name: overrides are used as given (tests send bad values on purpose); sample values only where valid. */
interface FieldValues {
  values: Readonly<Record<string, unknown>>;
  overrides: Readonly<Record<string, unknown>>;
}

function fill(schema: JsonSchema, name: string, values: FieldValues): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties !== undefined) return fillObject(schema, values);
  if (name in values.overrides) return values.overrides[name];
  if (name in values.values && passes(schema, values.values[name])) return values.values[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum.find((choice) => choice !== 'Other' && choice !== 'select') ?? schema.enum[0];
  switch (type) {
    case 'array': {
      const items = schema.items as JsonSchema | undefined;
      if (items === undefined) return [];
      const count = Math.max(schema.minItems ?? 1, (schema.minContains as number | undefined) ?? 1, 1);
      return Array.from({ length: count }, (_, index) => distinct(fill(items, '', values), index));
    }
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    default:
      return firstAccepted(schema) ?? 'Sample answer';
  }
}

/** The n-th array item made distinct (uniqueItems): text numbered, table rows numbered from 1 (itemNumber, ownerNumber). */
function distinct(value: unknown, index: number): unknown {
  if (typeof value === 'string') return index > 0 ? `${value} ${index + 1}` : value;
  if (typeof value !== 'object' || value === null) return value;
  const row = { ...(value as Record<string, unknown>) };
  for (const key of ['itemNumber', 'ownerNumber']) if (key in row) row[key] = index + 1;
  return row;
}

function firstAccepted(schema: JsonSchema): string | undefined {
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const choice = anyOf
    ?.flatMap((option) => (option.enum ?? (option.const !== undefined ? [option.const] : [])) as unknown[])
    .find((value) => value !== 'Other');
  if (typeof choice === 'string') return choice;
  return TEXT_CANDIDATES.find((candidate) => passes(schema, candidate));
}

function fillObject(schema: JsonSchema, values: FieldValues): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const add = (key: string, property: JsonSchema | undefined) => {
    if (property !== undefined && !(key in result)) result[key] = fill(property, key, values);
  };
  for (const key of schema.required ?? []) add(key, schema.properties?.[key] as JsonSchema | undefined);
  for (let changed = true; changed;) {
    const before = JSON.stringify(result);
    for (const branch of applyingBranches(schema, result)) {
      for (const key of branch.required ?? []) add(key, mergedProperty(schema, branch, key));
    }
    changed = JSON.stringify(result) !== before;
  }
  return result;
}

/** The then/else branches (top level and under allOf, nested) whose condition decides for `answers` now. */
function applyingBranches(schema: JsonSchema, answers: Record<string, unknown>): JsonSchema[] {
  const rules = [schema, ...((schema.allOf ?? []) as JsonSchema[])].filter((rule) => typeof rule.if === 'object' && rule.if !== null);
  return rules.flatMap((rule) => {
    const branch = (passes(rule.if as JsonSchema, answers) ? rule.then : rule.else) as JsonSchema | undefined;
    return branch ? [branch, ...applyingBranches(branch, answers)] : [];
  });
}

/** A property's schema as the base and a branch define it together. */
function mergedProperty(schema: JsonSchema, branch: JsonSchema, key: string): JsonSchema | undefined {
  const base = schema.properties?.[key] as JsonSchema | undefined;
  const extra = branch.properties?.[key] as JsonSchema | undefined;
  if (base === undefined) return extra;
  return extra === undefined ? base : { ...base, ...extra };
}
