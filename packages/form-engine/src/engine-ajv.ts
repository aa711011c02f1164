import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { ajvOptions, configureAjv } from './ajv-options.ts';
import type { JsonSchema } from './json-schema.ts';
import { schemaCheck } from './precompiled-validation.ts';
import type { AnswersCheckFunction } from './validator-from-function.ts';

/**
 * A new ajv (draft 2020-12) instance with the engine's options and keywords,
 * for any code that must validate exactly as the engine does.
 */
export function createAjv(): Ajv2020 {
  return configureAjv(new Ajv2020({ ...ajvOptions }));
}

let shared: Ajv2020 | undefined;

/** The engine's single ajv instance, created on first use. */
export function engineAjv(): Ajv2020 {
  shared ??= createAjv();
  return shared;
}

/**
 * Compiles a schema object that will not be seen again (a fresh compile
 * output) without leaving it in ajv's cache, which is keyed by object and
 * would otherwise grow with every compiled form. Throws ajv's error when the
 * schema is invalid.
 */
export function compileUncached(schema: JsonSchema): ValidateFunction {
  const ajv = engineAjv();
  try {
    return ajv.compile(schema);
  } finally {
    ajv.removeSchema(schema);
  }
}

/**
 * The check of a long-lived schema object (a component type's
 * configSchema, the contact list configuration): its registered
 * precompiled check (registerSchemaChecks: pages that compile no code),
 * else ajv's compile, which ajv caches by identity, so repeated calls are
 * free. Throws ajv's error when the schema is invalid (or when compiling is
 * refused by the page's Content-Security-Policy).
 */
export function compileCached(schema: JsonSchema): AnswersCheckFunction {
  return schemaCheck(schema) ?? engineAjv().compile(schema);
}
