/**
 * Prepares one JSON Schema document for json-schema-to-typescript so that
 * every titled type is declared exactly once, in the file generated from the
 * document that owns it:
 * - a `$ref` to a titled schema of another document becomes `tsType: '<Title>'`
 *   plus an import of that title from the other document's generated file;
 * - a `$ref` to a titled schema of the same document stays a local `$ref`
 *   (json-schema-to-typescript declares it here);
 * - a `$ref` to an untitled schema (e.g. `program.schema.json#/properties/eventId`)
 *   is inlined, its own `$ref`s resolved against the document it came from.
 */
import type { JSONSchema } from 'json-schema-to-typescript';

/** A schema file as loaded: its path under schemas/ ('entities/x.schema.json'), $id, title and parsed JSON. */
export interface LoadedSchema {
  file: string;
  id: string;
  title: string;
  document: JSONSchema;
}

/** A prepared document: what to compile, and the titles it imports, by owning schema file. */
export interface PreparedSchema {
  schema: JSONSchema;
  imports: Map<string, string>;
}

/** Keywords whose values are data, not subschemas: never searched for `$ref`. */
const dataKeywords = new Set(['enum', 'const', 'default', 'examples']);

/**
 * Resolves every `$ref` of `doc` as described above. Throws on a `$ref` to an
 * unknown document or a JSON pointer that does not exist.
 */
export function prepareSchema(doc: LoadedSchema, byId: ReadonlyMap<string, LoadedSchema>): PreparedSchema {
  const imports = new Map<string, string>();
  const walk = (node: unknown, base: LoadedSchema, depth: number): unknown => {
    if (depth > 64) throw new Error(`${doc.file}: $ref nesting too deep (a cycle of untitled schemas?)`);
    if (Array.isArray(node)) return node.map((item) => walk(item, base, depth));
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (key === '$ref') continue;
      out[key] = dataKeywords.has(key) ? value : walk(value, base, depth);
    }
    const ref = record.$ref;
    if (typeof ref !== 'string') return out;
    const { target, pointer, node: targetNode } = resolveRef(ref, base, byId);
    const title = (targetNode as { title?: unknown }).title;
    if (typeof title === 'string') {
      if (target === doc) return { ...out, $ref: `#${pointer}` };
      imports.set(title, target.file);
      return { ...out, tsType: title };
    }
    return { ...(walk(targetNode, target, depth + 1) as object), ...out };
  };
  return { schema: walk(doc.document, doc, 0) as JSONSchema, imports };
}

/** Finds the document and node a `$ref` names, resolving it against `base`'s $id. */
function resolveRef(ref: string, base: LoadedSchema, byId: ReadonlyMap<string, LoadedSchema>) {
  const url = new URL(ref, base.id);
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  url.hash = '';
  const target = byId.get(url.href);
  if (!target) throw new Error(`${base.file}: $ref '${ref}' names no schema document (${url.href})`);
  let node: unknown = target.document;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`${base.file}: $ref '${ref}' points at nothing`);
  }
  return { target, pointer, node };
}
