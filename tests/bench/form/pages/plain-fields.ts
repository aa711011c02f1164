import type { CompiledForm, JsonSchema, UiSchema } from '@huddle/form-engine';

/** How the plain form renders one field. */
export type PlainFieldKind = 'input' | 'textarea' | 'select' | 'radio' | 'checkboxes' | 'checkbox';

/** One answer field of the plain form, as the compiled form defines it. */
export interface PlainField {
  /** Answer key inside its component object, e.g. 'firstName'. */
  name: string;
  /** The same element id RJSF gives the field: 'root_{component}_{name}'. */
  id: string;
  label: string;
  kind: PlainFieldKind;
  /** For 'input': the HTML input type (text, email, tel, number). */
  inputType: string;
  /** Choices of select, radio and checkboxes fields: stored value and shown label. */
  options: { value: string; label: string }[];
  placeholder: string | undefined;
  required: boolean;
}

/** One component's answers object: a fieldset of fields. */
export interface PlainSection {
  key: string;
  title: string;
  fields: PlainField[];
}

type Schema = JsonSchema & Record<string, unknown>;
type Ui = UiSchema & Record<string, unknown>;

/** Keys in `ui:order` order (RJSF's rule: listed keys first, '*' = the rest in schema order). */
function ordered(keys: string[], ui: Ui | undefined): string[] {
  const order = (ui?.['ui:order'] as string[] | undefined) ?? ['*'];
  const listed = order.filter((key) => key !== '*' && keys.includes(key));
  const rest = keys.filter((key) => !listed.includes(key));
  const star = order.indexOf('*');
  if (star === -1) return listed;
  return [...listed.slice(0, star), ...rest, ...listed.slice(star)];
}

function choices(values: unknown[], labels: unknown): { value: string; label: string }[] {
  const names = Array.isArray(labels) ? labels : [];
  return values.map((value, index) => ({ value: String(value), label: String(names[index] ?? value) }));
}

function plainField(component: string, name: string, schema: Schema, ui: Ui | undefined, required: boolean): PlainField | null {
  const widget = ui?.['ui:widget'] as string | undefined;
  const options = (ui?.['ui:options'] ?? {}) as Record<string, unknown>;
  const base = {
    name,
    id: `root_${component}_${name}`,
    label: String(schema['title'] ?? name),
    inputType: 'text',
    options: [],
    placeholder: ui?.['ui:placeholder'] as string | undefined,
    required,
  };
  const items = schema['items'] as Schema | undefined;
  if (schema['type'] === 'array' && Array.isArray(items?.['enum']))
    return { ...base, kind: 'checkboxes', options: choices(items['enum'], undefined) };
  if (Array.isArray(schema['enum'])) {
    return { ...base, kind: widget === 'radio' ? 'radio' : 'select', options: choices(schema['enum'], ui?.['ui:enumNames']) };
  }
  if (schema['type'] === 'boolean') return { ...base, kind: 'checkbox' };
  if (schema['type'] === 'integer' || schema['type'] === 'number') return { ...base, kind: 'input', inputType: 'number' };
  if (schema['type'] !== 'string') return null;
  if (widget === 'textarea') return { ...base, kind: 'textarea' };
  const inputType = (options['inputType'] as string | undefined) ?? (schema['format'] === 'email' ? 'email' : 'text');
  return { ...base, kind: 'input', inputType };
}

/**
 * The fields a plain form shows for `compiled`: every component's answers
 * object in UI order, and in it every scalar field of its `properties` in UI
 * order (the fields RJSF shows before any conditional branch is taken).
 * Tables and nested objects are left out: a plain form has no equivalent.
 */
export function plainSections(compiled: CompiledForm): PlainSection[] {
  const root = compiled.jsonSchema as Schema;
  const rootUi = compiled.uiSchema as Ui;
  const components = (root['properties'] ?? {}) as Record<string, Schema>;
  return ordered(Object.keys(components), rootUi).map((key) => {
    const component = components[key] as Schema;
    const ui = rootUi[key] as Ui | undefined;
    const properties = (component['properties'] ?? {}) as Record<string, Schema>;
    const required = new Set((component['required'] as string[] | undefined) ?? []);
    const fields = ordered(Object.keys(properties), ui)
      .map((name) => plainField(key, name, properties[name] as Schema, ui?.[name] as Ui | undefined, required.has(name)))
      .filter((field): field is PlainField => field !== null);
    return { key, title: String(component['title'] ?? key), fields };
  });
}
