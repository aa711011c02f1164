import type { SchemaName } from '@huddle/schemas';
import { expect } from 'vitest';
import { schemaValidator, toInvalidParams } from '../http/api-schemas.ts';

/** Asserts that a response body matches its @huddle/schemas document (no coercion), listing the failures. */
export function expectSchema(name: SchemaName, body: unknown): void {
  const validate = schemaValidator(name, 'json');
  const valid = validate(body);
  expect(valid ? [] : toInvalidParams(validate.errors), `${name} response`).toEqual([]);
}
