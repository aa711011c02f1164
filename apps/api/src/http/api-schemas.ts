import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemaDocuments, type SchemaName } from '@huddle/schemas';
import type { JsonSchema } from '@huddle/form-engine';
import type { InvalidParam } from '../errors/problem-error.ts';

/**
 * The two ajv (draft 2020-12) instances that check requests against the
 * schemas of @huddle/schemas (every document registered, so relative $refs
 * resolve by $id):
 * - `text`: path and query values arrive as strings; coerced to the schema's
 *   types, defaults applied;
 * - `json`: bodies (and responses, in tests) checked as sent, no coercion.
 * multipleOf allows 8 decimal places of float error (as the form engine), so
 * dollar amounts like 19.99 pass `multipleOf: 0.01`.
 */
function createApiAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: coerce, useDefaults: coerce, multipleOfPrecision: 8 });
  addFormats(ajv);
  for (const document of Object.values(schemaDocuments)) ajv.addSchema(document);
  return ajv;
}

const ajvs = { text: createApiAjv(true), json: createApiAjv(false) };

/** Which ajv instance: 'text' coerces strings (path, query), 'json' does not (bodies, responses). */
export type SchemaMode = keyof typeof ajvs;

/** The compiled validator of a named @huddle/schemas document. */
export function schemaValidator(name: SchemaName, mode: SchemaMode): ValidateFunction {
  const id = schemaDocuments[name].$id;
  const validate = ajvs[mode].getSchema(id);
  if (validate === undefined) throw new Error(`Schema ${name} (${id}) is not registered`);
  return validate;
}

const inlineValidators = new WeakMap<JsonSchema, ValidateFunction>();

/** The compiled validator of an inline schema (path parameters), compiled once per object. */
export function inlineSchemaValidator(schema: JsonSchema): ValidateFunction {
  let validate = inlineValidators.get(schema);
  if (validate === undefined) {
    validate = ajvs.text.compile(schema);
    inlineValidators.set(schema, validate);
  }
  return validate;
}

/**
 * ajv errors as problem `invalid_params`: the dotted field name (the missing
 * or unexpected property for required / additionalProperties) and why.
 */
export function toInvalidParams(errors: readonly ErrorObject[] | null | undefined): InvalidParam[] {
  const seen = new Set<string>();
  const params: InvalidParam[] = [];
  for (const error of errors ?? []) {
    const path = error.instancePath.split('/').filter((segment) => segment !== '');
    let reason = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      path.push(String(error.params.missingProperty));
      reason = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      path.push(String(error.params.additionalProperty));
      reason = 'is not allowed';
    }
    const name = path.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~')).join('.') || '(root)';
    const key = `${name}\u0000${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    params.push({ name, reason });
  }
  return params;
}
