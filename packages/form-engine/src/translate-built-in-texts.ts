import { FRIENDLY_NAME_KEYWORD } from './friendly-name-keyword.ts';
import type { JsonSchema, UiSchema } from './json-schema.ts';
import { lookUpText, type TextTable } from './text-table.ts';

/** UI schema keys whose strings are names the code reads, never texts shown. */
const STRUCTURAL_UI_KEYS = new Set([
  'ui:field',
  'ui:widget',
  'ui:autocomplete',
  'ui:order',
  'ui:classNames',
  'ui:inputType',
  'inputType',
  'name',
  'numberKey',
]);

/**
 * Replaces the texts of one schema node found in `table`: title, description,
 * the spec §5 friendly name and `oneOf` option titles. Values, patterns and
 * everything else that decides validity stay as they are. Mutates `schema`.
 */
export function translateSchemaNodeTexts(schema: JsonSchema, table: TextTable): void {
  for (const keyword of ['title', 'description', FRIENDLY_NAME_KEYWORD] as const) {
    const value = schema[keyword];
    const translated = typeof value === 'string' ? lookUpText(table, value) : undefined;
    if (translated !== undefined) schema[keyword] = translated;
  }
  for (const option of Array.isArray(schema.oneOf) ? schema.oneOf : []) {
    const translated = typeof option?.title === 'string' ? lookUpText(table, option.title) : undefined;
    if (translated !== undefined) option.title = translated;
  }
}

/**
 * Replaces the texts of the UI schema node of `schema` found in `table`:
 * every shown string (help, placeholder, option labels, the texts a field
 * keeps in `ui:options`, such as an entry table's captions), never its
 * nested child fields (the caller walks those) nor structural names. An enum
 * shown by its values gets `ui:enumNames` when the table translates one of
 * them (stored answers stay the values). Mutates `ui`.
 */
export function translateUiNodeTexts(ui: UiSchema, schema: JsonSchema, table: TextTable): void {
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:') || STRUCTURAL_UI_KEYS.has(key)) continue;
    ui[key] = translateShown(value, table);
  }
  const values = Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values && ui['ui:enumNames'] === undefined) {
    const labels = values.map((value) => (typeof value === 'string' ? lookUpText(table, value) : undefined));
    if (labels.some((label) => label !== undefined)) ui['ui:enumNames'] = labels.map((label, i) => label ?? String(values[i]));
  }
}

/** A shown value with its strings translated, deep (arrays, option objects and child fields included; structural keys skipped). */
function translateShown(value: unknown, table: TextTable): unknown {
  if (typeof value === 'string') return lookUpText(table, value) ?? value;
  if (Array.isArray(value)) return value.map((item) => translateShown(item, table));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = STRUCTURAL_UI_KEYS.has(key) ? item : translateShown(item, table);
  return copy;
}

/**
 * Translates, deep, the UI schema children of `ui` that no property of
 * `schema` (nor of its branches) describes: UI of fields a configuration left
 * out, never shown, translated so no English is left in the view. Mutates `ui`.
 */
export function translateOrphanUiTexts(ui: UiSchema, schema: JsonSchema, table: TextTable): void {
  const described = describedKeys(schema, new Set(['items']));
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:') && !described.has(key)) ui[key] = translateShown(value, table);
  }
}

function describedKeys(schema: JsonSchema, into: Set<string>): Set<string> {
  for (const key of Object.keys(schema.properties ?? {})) into.add(key);
  const dependent = schema['dependentSchemas'];
  const branches = [
    schema.allOf,
    schema.anyOf,
    schema.oneOf,
    schema.then,
    schema.else,
    ...(isRecord(dependent) ? Object.values(dependent) : []),
  ];
  for (const branch of branches.flat()) if (isRecord(branch)) describedKeys(branch as JsonSchema, into);
  return into;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
