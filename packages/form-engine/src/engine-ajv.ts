import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { ajvOptions, configureAjv } from './ajv-options.ts';
import type { JsonSchema } from './json-schema.ts';

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
 * Compiles a long-lived schema object (a component type's configSchema);
 * ajv caches it by identity, so repeated compiles are free.
 */
export function compileCached(schema: JsonSchema): ValidateFunction {
  return engineAjv().compile(schema);
}
