import { ARRAY_ITEM_SEGMENT } from './field-index.ts';
import type { JsonSchema } from './json-schema.ts';

/**
 * Calls `visit` with every subschema of `schema` that declares an answer and
 * the answers path it declares (dotted, array items as '*': '' for the form,
 * 'questions.q11', 'otherOwners.owners.*.ownerName'), through properties,
 * items, allOf/anyOf/oneOf, then/else and dependentSchemas; never `if` or
 * `not`, which test answers rather than declare them. A path is visited once
 * per subschema declaring it (a conditional branch adds its own). Used by the
 * answer derivations that read the compiled schema by path (freeTextPaths,
 * holdsGivenAnswer's defaults).
 */
export function visitAnswerSchemas(schema: JsonSchema, visit: AnswerSchemaVisitor): void {
  visitFrom(schema, '', visit);
}

/** Called with a subschema declaring an answer and that answer's path. */
export type AnswerSchemaVisitor = (declared: JsonSchema, path: string) => void;

function visitFrom(schema: JsonSchema, path: string, visit: AnswerSchemaVisitor): void {
  visit(schema, path);
  for (const [key, child] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) {
    if (isSchema(child)) visitFrom(child, path === '' ? key : `${path}.${key}`, visit);
  }
  if (isSchema(schema.items)) visitFrom(schema.items, path === '' ? ARRAY_ITEM_SEGMENT : `${path}.${ARRAY_ITEM_SEGMENT}`, visit);
  const branches: unknown[] = [schema.allOf, schema.anyOf, schema.oneOf].flatMap((list) => (Array.isArray(list) ? list : []));
  branches.push(schema.then, schema.else, ...Object.values(isSchema(schema['dependentSchemas']) ? schema['dependentSchemas'] : {}));
  for (const branch of branches) if (isSchema(branch)) visitFrom(branch, path, visit);
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
