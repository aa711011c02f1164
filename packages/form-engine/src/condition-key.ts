import canonicalize from 'canonicalize';
import type { JsonSchema } from './json-schema.ts';

/** Keywords that only describe a schema: translation changes them (translateCompiledForm), validation ignores them. */
const ANNOTATIONS: ReadonlySet<string> = new Set(['title', 'description', 'x-friendlyName', 'default', 'examples', '$comment']);

/**
 * The key of a condition schema (an `if`, an `anyOf`/`oneOf` option) in a
 * precompiled validator module: its RFC 8785 canonical JSON with the
 * annotation keywords left out at every level, so the English form and its
 * translated views (same validation, other titles) find the same compiled
 * condition. Throws TypeError for a value that is not JSON.
 */
export function conditionKey(schema: JsonSchema): string {
  const canonical = canonicalize(withoutAnnotations(schema));
  if (canonical === undefined) throw new TypeError('A condition schema must be JSON');
  return canonical;
}

/** Keywords whose value is a map from names (of properties, definitions) to schemas. */
const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);
/** Keywords whose value is data, never a schema. */
const DATA_KEYWORDS: ReadonlySet<string> = new Set(['const', 'enum', 'required', 'dependentRequired']);

function withoutAnnotations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAnnotations);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (ANNOTATIONS.has(key)) continue;
    if (DATA_KEYWORDS.has(key)) kept[key] = child;
    else if (SCHEMA_MAPS.has(key) && typeof child === 'object' && child !== null) {
      kept[key] = Object.fromEntries(Object.entries(child).map(([name, schema]) => [name, withoutAnnotations(schema)]));
    } else kept[key] = withoutAnnotations(child);
  }
  return kept;
}

/**
 * Every schema the form's renderer checks data against alone: each `if`
 * (RJSF lays out the branch of if/then/else by it), each `anyOf`/`oneOf`
 * option (RJSF picks the option), and each property schema of an array's
 * object `items` (an entry table checks each value of a new entry against
 * its column before adding it), found anywhere in `schema` (also inside
 * conditions and options). Keyed by conditionKey(); the first occurrence of
 * a key wins.
 */
export function collectConditions(schema: JsonSchema): Map<string, JsonSchema> {
  const found = new Map<string, JsonSchema>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const candidates = [record['if'], ...asArray(record['anyOf']), ...asArray(record['oneOf']), ...itemColumns(record['items'])];
    for (const candidate of candidates) {
      if (typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate)) {
        const key = conditionKey(candidate as JsonSchema);
        if (!found.has(key)) found.set(key, candidate as JsonSchema);
      }
    }
    for (const [key, child] of Object.entries(record)) {
      if (!DATA_KEYWORDS.has(key)) visit(child);
    }
  };
  visit(schema);
  return found;
}

/** The property schemas of an array's `items` when they describe objects (the columns of an entry table). */
function itemColumns(items: unknown): unknown[] {
  if (typeof items !== 'object' || items === null || Array.isArray(items)) return [];
  const properties = (items as Record<string, unknown>)['properties'];
  return typeof properties === 'object' && properties !== null ? Object.values(properties) : [];
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
