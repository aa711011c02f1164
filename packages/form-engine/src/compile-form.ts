import type { FormDefinition } from '@huddle/schemas';
import { checkComponentKeys } from './check-component-keys.ts';
import { compileComponent, type ComponentParts } from './compile-component.ts';
import type { ComponentRegistry, SectionName } from './component-type.ts';
import type { CompiledComponent, CompiledForm } from './compiled-form.ts';
import { SECTION_ORDER, sortComponents, sortQuestions } from './definition-order.ts';
import { indexFields, newFieldMap, recordField, toFieldIndex } from './field-index.ts';
import type { JsonSchema, UiSchema } from './json-schema.ts';
import { lookupComponentType } from './registry-lookup.ts';
import { requiresAnswers } from './requires-answers.ts';

/** The JSON Schema dialect of every compiled form. */
export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** Options of compileForm(). */
export interface CompileFormOptions {
  /**
   * Whether each component's schema is compiled once to prove ajv takes it
   * (default true). A page that compiles no code (the builder's live
   * preview) passes false: the API verifies the same draft when it
   * generates the preview's validator module (422 otherwise).
   */
  verifySchemas?: boolean;
}

/**
 * Compiles a program's form definition into what the renderer and the
 * validator use (ARCHITECTURE.md §1, §3). Pure and deterministic: the same
 * definition and registry give the same output whatever the order of the
 * definition's arrays and keys.
 *
 * - Components are ordered by displayOrder then componentId and placed in
 *   `sections[type.section]`; an unknown componentType gives
 *   `available: false, hasAnswers: false` (Body section) and compiling goes on.
 *   CompiledComponent.configuration is the effective configuration (defaults
 *   merged under the stored one).
 * - Data types (with toSchema) add `jsonSchema.properties[componentKey]` and
 *   `uiSchema[componentKey]`, in section order (Header, Body, Footer) then
 *   component order; 'ui:order' lists the keys in that order. The top-level
 *   object refuses unknown keys and requires the answers objects whose schema
 *   requires something (see requiresAnswers).
 * - Every free-text answer requires a visible character and refuses control
 *   characters (withTextHygiene, issue 16.4); validators trim answers first
 *   (trimAnswers).
 * - fieldIndex maps every answer path ('personalInformation.firstName', array
 *   items as '*') to its spec §5 friendly name; a component's own path maps to
 *   its schema's name or its displayName.
 *
 * Throws FormConfigError for a malformed or duplicate componentKey, a
 * configuration its type's configSchema refuses, or a type whose schema is
 * unusable (see compileComponent).
 */
export function compileForm(definition: FormDefinition, registry: ComponentRegistry, options: CompileFormOptions = {}): CompiledForm {
  checkComponentKeys(definition.components);
  const context = {
    program: { eventId: definition.eventId, eventYear: definition.eventYear, fixedRole: definition.fixedRole },
    questions: sortQuestions(definition.questions),
  };
  const compiled = sortComponents(definition.components).map((component) =>
    compileComponent(component, lookupComponentType(registry, component.componentType), context, options.verifySchemas ?? true),
  );
  const ordered = SECTION_ORDER.flatMap((section) => compiled.filter((parts) => parts.section === section));
  return JSON.parse(JSON.stringify(assemble(ordered))) as CompiledForm;
}

function assemble(ordered: ComponentParts[]): CompiledForm {
  const sections: Record<SectionName, CompiledComponent[]> = { Header: [], Body: [], Footer: [] };
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const order: string[] = [];
  const fields = newFieldMap();
  for (const parts of ordered) {
    sections[parts.section].push(parts.component);
    if (!parts.schema) continue;
    const key = parts.component.componentKey;
    properties[key] = parts.schema;
    uiSchema[key] = parts.uiSchema ?? {};
    order.push(key);
    if (requiresAnswers(parts.schema)) required.push(key);
    recordField(fields, key, parts.schema, parts.component.displayName);
    indexFields(parts.schema, key, fields);
  }
  uiSchema['ui:order'] = order;
  const jsonSchema: JsonSchema = {
    $schema: JSON_SCHEMA_DIALECT,
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  };
  return { jsonSchema, uiSchema, sections, fieldIndex: toFieldIndex(fields) };
}
