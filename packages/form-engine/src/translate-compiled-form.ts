import { FRIENDLY_NAME_KEYWORD } from './friendly-name-keyword.ts';
import type { CompiledComponent, CompiledForm } from './compiled-form.ts';
import type { SectionName } from './component-type.ts';
import { ARRAY_ITEM_SEGMENT, indexFields, newFieldMap, recordField, toFieldIndex } from './field-index.ts';
import type { FieldTexts, FormTranslation } from './form-translation.ts';
import type { JsonSchema, UiSchema } from './json-schema.ts';
import { translateOrphanUiTexts, translateSchemaNodeTexts, translateUiNodeTexts } from './translate-built-in-texts.ts';
import { lookUpText, type TextTable } from './text-table.ts';
import { shareValidation } from './precompiled-validation.ts';

/**
 * The view of a compiled form in another language (issue 14.3): component
 * display names and texts, field titles, descriptions, help texts, option
 * labels (UI schema `ui:enumNames` in enum order, `oneOf` titles by const)
 * and the spec §5 friendly names of the missing-fields list are replaced by
 * the translation's; every text it lacks stays English. A component's
 * display name and text are also replaced where its type put them in its
 * schema (a title or description equal to the English text). Everything that
 * decides validity (types, enum values, patterns, limits, required lists,
 * conditionals) is kept as it is, so the same answers get the same verdict
 * and the same error paths from either view, and stored answers stay option
 * values. Pure: returns a new object and leaves `compiled` untouched.
 *
 * `builtInTexts` (optional) translates what the staff translation leaves
 * English among the texts component types write themselves (field titles,
 * friendly names, help, placeholders, option labels, entry table captions):
 * each text found in the table is replaced, before the staff texts, which
 * always win.
 */
export function translateCompiledForm(compiled: CompiledForm, translation: FormTranslation, builtInTexts?: TextTable): CompiledForm {
  const view = structuredClone(compiled);
  const components = translation.components ?? {};
  for (const section of Object.keys(view.sections) as SectionName[]) {
    view.sections[section] = view.sections[section].map((component) => translateComponent(component, components, builtInTexts));
  }
  const fields = translation.fields ?? {};
  const byKey = new Map(Object.values(view.sections).flatMap((list) => list.map((c) => [c.componentKey, c] as const)));
  const index = newFieldMap();
  for (const [key, schema] of Object.entries(view.jsonSchema.properties ?? {})) {
    const component = byKey.get(key);
    view.uiSchema[key] = asUi(view.uiSchema[key]);
    walk(schema, key, view.uiSchema[key] as UiSchema, fields, builtInTexts);
    const original = findComponent(compiled, key);
    if (component && original) substitute(schema, componentReplacements(original, component));
    recordField(index, key, schema, component?.displayName ?? key);
    indexFields(schema, key, index);
  }
  view.fieldIndex = toFieldIndex(index);
  shareValidation(compiled, view);
  return view;
}

function translateComponent(
  component: CompiledComponent,
  texts: FormTranslation['components'] & object,
  builtInTexts: TextTable | undefined,
): CompiledComponent {
  const own = texts[String(component.componentId)];
  const builtIn = builtInTexts ? lookUpText(builtInTexts, component.displayName) : undefined;
  if (!own && builtIn === undefined) return component;
  return {
    ...component,
    displayName: nonBlank(own?.displayName) ?? builtIn ?? component.displayName,
    componentText: nonBlank(own?.componentText) ?? component.componentText,
  };
}

/** English → translated component texts, for the places a type put them in its schema (titles, descriptions). */
function componentReplacements(original: CompiledComponent, translated: CompiledComponent): Map<string, string> {
  const replacements = new Map<string, string>();
  if (translated.displayName !== original.displayName) replacements.set(original.displayName.trim(), translated.displayName);
  const text = original.componentText?.trim();
  if (text && translated.componentText && translated.componentText !== original.componentText)
    replacements.set(text, translated.componentText);
  return replacements;
}

/** Replaces every title and description of `schema` (nested included) that is exactly an English component text. */
function substitute(schema: JsonSchema, replacements: Map<string, string>): void {
  if (replacements.size === 0) return;
  for (const keyword of ['title', 'description'] as const) {
    const value = schema[keyword];
    const replacement = typeof value === 'string' ? replacements.get(value.trim()) : undefined;
    if (replacement !== undefined) schema[keyword] = replacement;
  }
  for (const [keyword, child] of Object.entries(schema)) {
    if (keyword === 'if' || keyword === 'enum' || keyword === 'const') continue;
    for (const nested of Array.isArray(child) ? child : [child]) if (isObject(nested)) substitute(nested, replacements);
  }
}

function findComponent(compiled: CompiledForm, key: string): CompiledComponent | undefined {
  return Object.values(compiled.sections)
    .flat()
    .find((component) => component.componentKey === key);
}

/** Applies the texts of every path under `schema` (same walk as fieldIndex: properties, items, branches, conditionals). */
function walk(schema: JsonSchema, path: string, ui: UiSchema, fields: Record<string, FieldTexts>, table?: TextTable): void {
  if (table) {
    translateSchemaNodeTexts(schema, table);
    translateUiNodeTexts(ui, schema, table);
    translateOrphanUiTexts(ui, schema, table);
  }
  applyTexts(schema, ui, fields[path]);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (!isObject(child)) continue;
    ui[key] = asUi(ui[key]);
    walk(child, `${path}.${key}`, ui[key] as UiSchema, fields, table);
  }
  if (isObject(schema.items)) {
    ui['items'] = asUi(ui['items']);
    walk(schema.items, `${path}.${ARRAY_ITEM_SEGMENT}`, ui['items'] as UiSchema, fields, table);
  }
  const branches = [...list(schema.allOf), ...list(schema.anyOf), ...list(schema.then), ...list(schema.else)];
  for (const dependent of Object.values(isObject(schema['dependentSchemas']) ? schema['dependentSchemas'] : {})) {
    if (isObject(dependent)) branches.push(dependent);
  }
  for (const branch of branches) walkBranch(branch, path, ui, fields, table);
}

/** A branch (allOf, then, else...) adds properties to the object at `path`; `if` conditions only test values and are left alone. */
function walkBranch(branch: JsonSchema, path: string, ui: UiSchema, fields: Record<string, FieldTexts>, table?: TextTable): void {
  for (const [key, child] of Object.entries(branch.properties ?? {})) {
    if (!isObject(child)) continue;
    ui[key] = asUi(ui[key]);
    walk(child, `${path}.${key}`, ui[key] as UiSchema, fields, table);
  }
  for (const nested of [...list(branch.allOf), ...list(branch.anyOf), ...list(branch.then), ...list(branch.else)]) {
    walkBranch(nested, path, ui, fields, table);
  }
}

function applyTexts(schema: JsonSchema, ui: UiSchema, texts: FieldTexts | undefined): void {
  if (!texts) return;
  const title = nonBlank(texts.title);
  if (title !== undefined) schema.title = title;
  const friendly = nonBlank(texts.friendlyName);
  if (friendly !== undefined) schema[FRIENDLY_NAME_KEYWORD] = friendly;
  const description = nonBlank(texts.description);
  if (description !== undefined) schema.description = description;
  const help = nonBlank(texts.help);
  if (help !== undefined) ui['ui:help'] = help;
  if (texts.optionLabels) labelOptions(schema, ui, texts.optionLabels);
}

function labelOptions(schema: JsonSchema, ui: UiSchema, labels: Record<string, string>): void {
  const choices = Array.isArray(schema.enum)
    ? schema
    : isObject(schema.items) && Array.isArray(schema.items.enum)
      ? schema.items
      : undefined;
  if (choices?.enum) {
    const target = choices === schema ? ui : ((ui['items'] = asUi(ui['items'])) as UiSchema);
    const known = target['ui:enumNames'];
    const names = choices.enum.map((value, i) => nonBlank(labels[String(value)]) ?? englishLabel(known, i, value));
    target['ui:enumNames'] = names;
  }
  for (const option of list(schema.oneOf)) {
    const label = nonBlank(labels[String(option.const)]);
    if (option.const !== undefined && label !== undefined) option.title = label;
  }
}

function englishLabel(known: unknown, i: number, value: unknown): string {
  if (Array.isArray(known) && typeof known[i] === 'string') return known[i];
  return String(value);
}

function nonBlank(text: string | undefined): string | undefined {
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

function asUi(value: unknown): UiSchema {
  return isObject(value) ? (value as UiSchema) : {};
}

function list(value: unknown): JsonSchema[] {
  if (Array.isArray(value)) return value.filter(isObject);
  return isObject(value) ? [value] : [];
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
