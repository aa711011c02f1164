import type { CompiledForm } from './compiled-form.ts';
import { ARRAY_ITEM_SEGMENT } from './field-index.ts';
import { visitAnswerSchemas } from './answer-schemas.ts';
import type { JsonSchema } from './json-schema.ts';
import { isFreeTextSchema } from './text-hygiene.ts';

/** Free-text answer paths by form schema (schemas are immutable once compiled). */
const pathsBySchema = new WeakMap<JsonSchema, ReadonlySet<string>>();

/**
 * The answers as they are validated and stored (issue 16.4): every
 * free-text answer (see isFreeTextSchema) without leading and trailing
 * whitespace (String.prototype.trim, the same in every JavaScript engine);
 * an object property left empty by that is removed, as an empty text input
 * is in the browser, so a required one reads 'is required'. Array items stay
 * in place (an empty one fails its schema). Choices, numbers and anything
 * the schema does not declare as free text are kept as they are. Returns a
 * copy; `answers` is not changed. Non-object answers are returned as given.
 */
export function trimAnswers(compiled: CompiledForm, answers: unknown): unknown {
  return trimWithPaths(freeTextPaths(compiled.jsonSchema), answers);
}

/** trimAnswers() with the free-text paths of a form schema already known. */
export function trimWithPaths(paths: ReadonlySet<string>, answers: unknown): unknown {
  if (paths.size === 0 || !isRecord(answers)) return answers;
  return trimObject(answers, '', paths);
}

/**
 * The answers paths of every free-text answer declared by `schema`: dotted,
 * array items as '*' ('questions.q11', 'otherOwners.owners.*.ownerName'),
 * through properties, items, allOf/anyOf/oneOf, then/else and
 * dependentSchemas. Cached per schema object.
 */
export function freeTextPaths(schema: JsonSchema): ReadonlySet<string> {
  let paths = pathsBySchema.get(schema);
  if (paths === undefined) {
    const found = new Set<string>();
    visitAnswerSchemas(schema, (declared, path) => {
      if (path !== '' && isFreeTextSchema(declared)) found.add(path);
    });
    paths = found;
    pathsBySchema.set(schema, paths);
  }
  return paths;
}

function trimObject(value: Record<string, unknown>, path: string, paths: ReadonlySet<string>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = join(path, key);
    if (typeof child === 'string' && paths.has(childPath)) {
      const trimmed = child.trim();
      if (trimmed !== '') put(result, key, trimmed);
    } else {
      put(result, key, trimValue(child, childPath, paths));
    }
  }
  return result;
}

function trimValue(value: unknown, path: string, paths: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    const itemPath = join(path, ARRAY_ITEM_SEGMENT);
    return value.map((item) => (typeof item === 'string' && paths.has(itemPath) ? item.trim() : trimValue(item, itemPath, paths)));
  }
  return isRecord(value) ? trimObject(value, path, paths) : value;
}

/** Sets an own property, '__proto__' included (JSON.parse makes such keys; the schema judges them). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
