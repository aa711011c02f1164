import { isObject, type FieldPathList } from '@rjsf/utils';

/** A change one field reports to RJSF's Form (its `onChange(newValue, path, newErrorSchema, id)`). */
export interface FieldChange {
  newValue: unknown;
  /** Data path of the field: property names (and item indexes) from the form's root. */
  path: FieldPathList;
  newErrorSchema?: unknown;
}

/** What plainLeafChange reads of the form's state and props before the change. */
export interface LeafChangeContext {
  /** The form's root schema (RJSF state `schema`). */
  schema: unknown;
  /** The answers before the change (RJSF state `formData`). */
  formData: unknown;
  /** RJSF validates the form itself (`noValidate` not set): then RJSF must see every change. */
  validatesChanges: boolean;
  /** The form, or the changed field, is disabled or read-only. */
  inert: boolean;
  /** Custom errors of the form at the changed path (RJSF clears them on change). */
  hasCustomErrorsAtPath: boolean;
}

/** Keywords after which a schema is read against the data to pick its shape. */
const SHAPING_KEYWORDS = ['if', 'then', 'else', 'oneOf', 'anyOf', 'not', 'dependencies', 'dependentSchemas', 'dependentRequired', '$ref'];
const PRIMITIVE_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean']);
const conditionNamesBySchema = new WeakMap<object, ReadonlySet<string> | null>();

type SchemaNode = Record<string, unknown>;

/**
 * Every property name the shape of `schema` can depend on: the names an
 * `if`, a `oneOf`/`anyOf` option or a `not` mentions (in its `properties`
 * or `required`, at any depth) and the keys of `dependencies`,
 * `dependentSchemas` and `dependentRequired`, anywhere in the schema.
 * Null when the schema holds a `$ref` (the names behind it are not looked
 * up). Cached per schema object.
 */
export function conditionFieldNames(schema: unknown): ReadonlySet<string> | null {
  if (!isObject(schema)) return new Set();
  const cached = conditionNamesBySchema.get(schema);
  if (cached !== undefined) return cached;
  const names = new Set<string>();
  let refFound = false;
  const mentioned = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(mentioned);
    if (!isObject(node)) return;
    if (isObject(node['properties'])) for (const name of Object.keys(node['properties'])) names.add(name);
    if (Array.isArray(node['required'])) for (const name of node['required']) if (typeof name === 'string') names.add(name);
    Object.values(node).forEach(mentioned);
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    if ('$ref' in node) refFound = true;
    for (const keyword of ['if', 'not', 'oneOf', 'anyOf']) if (keyword in node) mentioned(node[keyword]);
    for (const keyword of ['dependencies', 'dependentSchemas', 'dependentRequired']) {
      if (isObject(node[keyword])) for (const name of Object.keys(node[keyword])) names.add(name);
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
  const result = refFound ? null : names;
  conditionNamesBySchema.set(schema, result);
  return result;
}

/** Whether `schema` (a field's own schema) holds a keyword that reads the data to pick its shape, at any depth. */
function shapesByData(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(shapesByData);
  if (!isObject(schema)) return false;
  return SHAPING_KEYWORDS.some((keyword) => keyword in schema) || Object.values(schema).some(shapesByData);
}

/** The schema of the property at `path`, reached through `properties` only; undefined past anything else. */
function propertySchemaAt(schema: unknown, path: readonly string[]): SchemaNode | undefined {
  let node: unknown = schema;
  for (const name of path) {
    if (!isObject(node) || !isObject(node['properties'])) return undefined;
    node = node['properties'][name];
  }
  return isObject(node) ? node : undefined;
}

/** `data` with `value` at `path`, copying only the objects along it (the rest is shared). */
function withValueAt(data: SchemaNode, path: readonly string[], value: unknown): SchemaNode {
  const [name, ...rest] = path;
  if (name === undefined) return data;
  const child = data[name];
  return { ...data, [name]: rest.length === 0 ? value : withValueAt(child as SchemaNode, rest, value) };
}

/**
 * The answers after a change that cannot reshape the form, or null when
 * RJSF must process the change itself. A change is "plain" when a string,
 * number or boolean is typed or picked into a field that is a property of
 * properties from the root (no array item, no conditional branch), whose own
 * schema is a primitive type that reads no data (no `if`, option, `not` or
 * `$ref`), whose name no condition of the form mentions
 * (conditionFieldNames), in an answers object that exists, with no error
 * schema, no custom errors at the path, no validation by RJSF and nothing
 * inert. For such a change RJSF's own processing (defaults over the whole
 * schema, the retrieved schema, sanitizing and omitting extra data) yields
 * the same answers with the value set, since neither the schema in effect
 * nor the defaults can change; this sets the value and shares every object
 * off the path (so unchanged sections compare equal at once).
 */
export function plainLeafChange(change: FieldChange, context: LeafChangeContext): Record<string, unknown> | null {
  const { newValue, path, newErrorSchema } = change;
  if (newErrorSchema !== undefined || context.validatesChanges || context.inert || context.hasCustomErrorsAtPath) return null;
  if (!['string', 'number', 'boolean'].includes(typeof newValue)) return null;
  if (path.length < 2 || !path.every((segment): segment is string => typeof segment === 'string')) return null;
  const names = conditionFieldNames(context.schema);
  const leaf = path[path.length - 1] as string;
  if (names === null || names.has(leaf)) return null;
  const fieldSchema = propertySchemaAt(context.schema, path);
  if (fieldSchema === undefined || typeof fieldSchema['type'] !== 'string' || !PRIMITIVE_TYPES.has(fieldSchema['type'])) return null;
  if (shapesByData(fieldSchema)) return null;
  if (!isObject(context.formData)) return null;
  let parent: unknown = context.formData;
  for (const name of path.slice(0, -1)) parent = isObject(parent) ? parent[name] : undefined;
  if (!isObject(parent)) return null;
  return withValueAt(context.formData, path, newValue);
}
