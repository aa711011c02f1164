import { validator } from 'hono/validator';
import type { JsonSchema } from '@huddle/form-engine';
import type { ApiOperation } from './api-operations.ts';
import { inlineSchemaValidator, schemaValidator, toInvalidParams } from './api-schemas.ts';
import { ProblemError } from '../errors/problem-error.ts';

/** The spec's "no filter" placeholder in query strings (spec §3 filters, §9). */
const NO_FILTER = 'NP';

const pathSchemas = new WeakMap<object, JsonSchema>();

function pathSchemaOf(operation: ApiOperation): JsonSchema {
  const params = operation.pathParams ?? {};
  let schema = pathSchemas.get(params);
  if (schema === undefined) {
    schema = { type: 'object', properties: { ...params }, required: Object.keys(params), additionalProperties: false };
    pathSchemas.set(params, schema);
  }
  return schema;
}

/**
 * Validates and coerces the operation's path parameters (c.req.valid('param')
 * gives `T`). 400 problem 'Invalid request' naming each bad parameter.
 */
export function validParams<T extends object>(operation: ApiOperation) {
  const validate = inlineSchemaValidator(pathSchemaOf(operation));
  return validator('param', (value) => {
    const params: Record<string, unknown> = { ...value };
    if (!validate(params))
      throw new ProblemError(400, 'Invalid request', 'A path parameter is not valid.', toInvalidParams(validate.errors));
    return params as T;
  });
}

/**
 * Validates and coerces the query string against the operation's query
 * schema (defaults applied; a value 'NP' counts as absent). 400 problem
 * 'Invalid request' naming each bad parameter.
 */
export function validQuery<T extends object>(operation: ApiOperation) {
  if (operation.query === undefined) throw new Error(`${operation.operationId} has no query schema`);
  const validate = schemaValidator(operation.query, 'text');
  return validator('query', (value) => {
    const query = Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== NO_FILTER));
    if (!validate(query))
      throw new ProblemError(400, 'Invalid request', 'A query parameter is not valid.', toInvalidParams(validate.errors));
    return query as T;
  });
}

/**
 * Parses and validates the JSON body against the operation's body schema:
 * 415 problem unless the content type is JSON, 400 for malformed JSON, 422
 * problem 'Invalid request body' naming each bad field.
 */
export function validJson<T extends object>(operation: ApiOperation) {
  if (operation.body === undefined) throw new Error(`${operation.operationId} has no body schema`);
  const validate = schemaValidator(operation.body, 'json');
  return validator('json', (value, c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!/^application\/([\w.-]+\+)?json$/.test(mediaType)) {
      throw new ProblemError(415, 'Unsupported Media Type', 'Send the body as application/json.');
    }
    if (!validate(value)) {
      throw new ProblemError(422, 'Invalid request body', 'The request body is not valid.', toInvalidParams(validate.errors));
    }
    return value as T;
  });
}
