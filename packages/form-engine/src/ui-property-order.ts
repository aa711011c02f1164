import type { JsonSchema, UiSchema } from './json-schema.ts';

/**
 * Gives every object of a component's schema a 'ui:order' in its uiSchema
 * when the component type did not set one: declared properties first, then
 * properties of conditional branches (allOf/anyOf/oneOf, then/else), then '*'
 * (RJSF's "everything else"). Stored form versions go through Postgres jsonb,
 * which does not keep object key order, so the order must be data.
 *
 * Mutates and returns `ui`; `schema` is only read.
 */
export function addPropertyOrder(schema: JsonSchema, ui: UiSchema): UiSchema {
  const keys = propertyKeys(schema);
  if (keys.length > 0 && ui['ui:order'] === undefined) ui['ui:order'] = [...keys, '*'];
  for (const key of keys) {
    const child = propertySchema(schema, key);
    if (child && needsOrder(child)) ui[key] = addPropertyOrder(child, childUi(ui, key));
  }
  if (isSchema(schema.items) && needsOrder(schema.items)) {
    ui['items'] = addPropertyOrder(schema.items, childUi(ui, 'items'));
  }
  return ui;
}

/** Property keys of an object schema and of its same-instance branches, first seen first. */
function propertyKeys(schema: JsonSchema): string[] {
  const keys = new Set<string>();
  for (const node of sameInstanceSchemas(schema)) {
    for (const key of Object.keys(node.properties ?? {})) keys.add(key);
  }
  return [...keys];
}

/** The first schema declaring `key`, searching the object and then its branches. */
function propertySchema(schema: JsonSchema, key: string): JsonSchema | undefined {
  for (const node of sameInstanceSchemas(schema)) {
    const child = node.properties?.[key];
    if (isSchema(child)) return child;
  }
  return undefined;
}

/** The schema and every branch that applies to the same instance (not `if`). */
function sameInstanceSchemas(schema: JsonSchema): JsonSchema[] {
  const branches = [...list(schema.allOf), ...list(schema.anyOf), ...list(schema.oneOf)];
  if (isSchema(schema.then)) branches.push(schema.then);
  if (isSchema(schema.else)) branches.push(schema.else);
  return [schema, ...branches.flatMap(sameInstanceSchemas)];
}

function needsOrder(schema: JsonSchema): boolean {
  return propertyKeys(schema).length > 0 || (isSchema(schema.items) && needsOrder(schema.items));
}

function childUi(ui: UiSchema, key: string): UiSchema {
  const existing = ui[key];
  return isSchema(existing) ? existing : {};
}

function list(value: unknown): JsonSchema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
