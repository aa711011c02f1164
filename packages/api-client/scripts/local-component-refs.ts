/**
 * Rewrites the `$ref`s of an OpenAPI 3.1 document so that every one points
 * inside the document (`#/components/schemas/...`), which is what
 * openapi-typescript resolves. A component schema that keeps its JSON Schema
 * `$id` (e.g. 'https://huddle.example/schemas/api/x.schema.json') may refer to
 * a sibling by a relative address ('../entities/program.schema.json#/properties/eventId')
 * or to itself by a bare fragment ('#/$defs/Row'); each such reference is
 * resolved against the `$id` and mapped to the component carrying the target
 * `$id`. A document whose references are already local passes unchanged, so
 * this works on a bundled document as well as on one that keeps `$id`s.
 * Errors: throws when a reference names a schema no component carries.
 */
export function localComponentRefs<T extends object>(document: T): T {
  const schemas = ((document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {}) as Record<
    string,
    unknown
  >;
  const componentById = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const id = idOf(schema);
    if (id !== undefined) componentById.set(withoutFragment(id), name);
  }
  const rewrite = (value: unknown, base: string | undefined): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, base));
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const ownBase = typeof record.$id === 'string' ? new URL(record.$id, base).href : base;
    const result: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(record)) {
      if (key === '$id') continue;
      result[key] = key === '$ref' && typeof member === 'string' ? localRef(member, ownBase) : rewrite(member, ownBase);
    }
    return result;
  };
  const localRef = (ref: string, base: string | undefined): string => {
    if (ref.startsWith('#/components/') || base === undefined) return ref;
    const target = new URL(ref, base);
    const component = componentById.get(withoutFragment(target.href));
    if (component === undefined) throw new Error(`No component carries the schema of $ref '${ref}' (resolved to ${target.href}).`);
    return `#/components/schemas/${component}${decodeURIComponent(target.hash.slice(1))}`;
  };
  return rewrite(document, undefined) as T;
}

function idOf(schema: unknown): string | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const id = (schema as { $id?: unknown }).$id;
  return typeof id === 'string' ? id : undefined;
}

function withoutFragment(address: string): string {
  const hash = address.indexOf('#');
  return hash === -1 ? address : address.slice(0, hash);
}
