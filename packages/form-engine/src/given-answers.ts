import type { CompiledForm } from './compiled-form.ts';
import { visitAnswerSchemas } from './answer-schemas.ts';
import { ARRAY_ITEM_SEGMENT } from './field-index.ts';
import type { JsonSchema } from './json-schema.ts';

/**
 * Whether `answers` hold a value the applicant gave: a non-blank string, a
 * number or a boolean that is not the schema's `default` for its place (the
 * renderer fills defaults in, such as the United States of America as the
 * country, before anyone types). Objects and lists give an answer when an
 * item does; a value equal to a default of its own path (an object or list
 * default included) gives none. Paths are matched as in fieldIndex (array
 * items as '*'); defaults are read from every subschema declaring an answer
 * (visitAnswerSchemas: not from `if`, which tests, not declares).
 * Pure; never throws. Used where a kept draft that holds only what the form
 * starts with counts as no draft (the page hydrates the server's form; no
 * restore notice; no 'started' funnel step).
 */
export function holdsGivenAnswer(compiled: CompiledForm, answers: unknown): boolean {
  return holdsGiven(answers, '', defaultsOf(compiled.jsonSchema));
}

const defaultsByForm = new WeakMap<JsonSchema, Map<string, string[]>>();

/** Every `default` of `schema` as canonical JSON text by answer path (arrays as '*'), computed once per schema object. */
function defaultsOf(schema: JsonSchema): Map<string, string[]> {
  let defaults = defaultsByForm.get(schema);
  if (defaults === undefined) {
    const found = new Map<string, string[]>();
    visitAnswerSchemas(schema, (declared, path) => {
      if (declared.default !== undefined) found.set(path, [...(found.get(path) ?? []), JSON.stringify(declared.default)]);
    });
    defaults = found;
    defaultsByForm.set(schema, defaults);
  }
  return defaults;
}

function holdsGiven(value: unknown, path: string, defaults: ReadonlyMap<string, string[]>): boolean {
  if (value === null || value === undefined) return false;
  if (defaults.get(path)?.includes(JSON.stringify(value)) === true) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  const itemPath = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(value)) return value.some((item) => holdsGiven(item, itemPath(ARRAY_ITEM_SEGMENT), defaults));
  if (typeof value === 'object') return Object.entries(value).some(([key, child]) => holdsGiven(child, itemPath(key), defaults));
  return false;
}
