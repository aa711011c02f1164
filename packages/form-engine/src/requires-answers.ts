import type { JsonSchema } from './json-schema.ts';

/**
 * True when an answers object must be present: its schema, or a branch that
 * applies to the same object (allOf/anyOf/oneOf, then/else), requires a
 * property or a minimum number of them. A component whose fields are all
 * optional may be left out of the answers entirely.
 */
export function requiresAnswers(schema: JsonSchema): boolean {
  if ((schema.required?.length ?? 0) > 0) return true;
  if (typeof schema['minProperties'] === 'number' && schema['minProperties'] > 0) return true;
  const branches = [...list(schema.allOf), ...list(schema.anyOf), ...list(schema.oneOf), ...list([schema.then, schema.else])];
  return branches.some(requiresAnswers);
}

function list(value: unknown): JsonSchema[] {
  return Array.isArray(value)
    ? value.filter((item): item is JsonSchema => typeof item === 'object' && item !== null && !Array.isArray(item))
    : [];
}
