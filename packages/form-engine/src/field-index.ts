import { FRIENDLY_NAME_KEYWORD } from './friendly-name-keyword.ts';
import type { FieldInfo } from './compiled-form.ts';
import type { JsonSchema } from './json-schema.ts';

/**
 * Path segment standing for "any item" of an array in fieldIndex keys:
 * answers path 'otherOwners.owners.0.ownerName' is indexed as
 * 'otherOwners.owners.*.ownerName'.
 */
export const ARRAY_ITEM_SEGMENT = '*';

/** How sure a recorded name is: x-friendlyName > title > property key. */
type Rank = 1 | 2 | 3;

interface Entry {
  rank: Rank;
  friendlyName: string;
}

/**
 * Records the friendly name of every property reachable in `schema` under
 * `prefix` (dotted paths; array items as '*'). Walks properties, items,
 * allOf/anyOf/oneOf, if/then/else and dependentSchemas, so conditional fields
 * are indexed too. Names come from `x-friendlyName`, else `title`, else the
 * property key; a better-ranked name found later replaces a weaker one, and
 * among equals the first one wins. `if` conditions only contribute named
 * properties (they test fields, they do not declare them).
 */
export function indexFields(schema: JsonSchema, prefix: string, into: Map<string, Entry>): void {
  walk(schema, prefix, into, false);
}

/** Creates the working map indexFields() fills. */
export function newFieldMap(): Map<string, Entry> {
  return new Map();
}

/** Records one path explicitly (e.g. a component root named by its displayName). */
export function recordField(into: Map<string, Entry>, path: string, schema: JsonSchema, fallbackName: string): void {
  record(into, path, schema, fallbackName, false);
}

/** The fieldIndex object of a CompiledForm, in path insertion order. */
export function toFieldIndex(map: Map<string, Entry>): Record<string, FieldInfo> {
  const index: Record<string, FieldInfo> = {};
  for (const [path, entry] of map) index[path] = { friendlyName: entry.friendlyName };
  return index;
}

function walk(schema: JsonSchema, path: string, into: Map<string, Entry>, inCondition: boolean): void {
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (!isSchema(child)) continue;
    const childPath = join(path, key);
    record(into, childPath, child, key, inCondition);
    walk(child, childPath, into, inCondition);
  }
  if (isSchema(schema.items)) {
    const itemPath = join(path, ARRAY_ITEM_SEGMENT);
    const named = nameOf(schema.items);
    if (named) record(into, itemPath, schema.items, named.friendlyName, inCondition);
    walk(schema.items, itemPath, into, inCondition);
  }
  for (const branch of [...list(schema.allOf), ...list(schema.anyOf), ...list(schema.oneOf)]) {
    walk(branch, path, into, inCondition);
  }
  if (isSchema(schema.if)) walk(schema.if, path, into, true);
  if (isSchema(schema.then)) walk(schema.then, path, into, inCondition);
  if (isSchema(schema.else)) walk(schema.else, path, into, inCondition);
  for (const dependent of Object.values(asRecord(schema['dependentSchemas']))) {
    if (isSchema(dependent)) walk(dependent, path, into, inCondition);
  }
}

function record(into: Map<string, Entry>, path: string, schema: JsonSchema, key: string, inCondition: boolean): void {
  const named = nameOf(schema) ?? (inCondition ? undefined : { rank: 1 as const, friendlyName: key });
  if (!named) return;
  const existing = into.get(path);
  if (!existing || existing.rank < named.rank) into.set(path, named);
}

function nameOf(schema: JsonSchema): Entry | undefined {
  const friendly = schema[FRIENDLY_NAME_KEYWORD];
  if (typeof friendly === 'string' && friendly.trim() !== '') return { rank: 3, friendlyName: friendly };
  if (typeof schema.title === 'string' && schema.title.trim() !== '') return { rank: 2, friendlyName: schema.title };
  return undefined;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function list(value: unknown): JsonSchema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
