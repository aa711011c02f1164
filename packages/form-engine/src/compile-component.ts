import type { ProgramComponent } from '@huddle/schemas';
import type { CompileContext, ComponentType, SectionName } from './component-type.ts';
import type { CompiledComponent } from './compiled-form.ts';
import { compileUncached } from './engine-ajv.ts';
import { FormConfigError } from './form-config-error.ts';
import type { JsonSchema, UiSchema } from './json-schema.ts';
import { withTextHygiene } from './text-hygiene.ts';
import { addPropertyOrder } from './ui-property-order.ts';
import { effectiveConfiguration } from './validate-configuration.ts';

/** One component compiled: where it goes and, for data types, its fragments. */
export interface ComponentParts {
  section: SectionName;
  component: CompiledComponent;
  /** Object schema of the answers object; absent for display-only and unknown types. */
  schema?: JsonSchema;
  uiSchema?: UiSchema;
}

/** Where components of a type the registry does not know are placed. */
export const UNKNOWN_TYPE_SECTION: SectionName = 'Body';

/**
 * Compiles one component with its type (undefined: unknown type →
 * available false, no answers, placed in the Body; never throws for that).
 * Every free-text answer of its schema gets the text hygiene rules
 * (withTextHygiene: a visible character, no control characters).
 * Throws FormConfigError for a bad configuration, or when the type's
 * toSchema/toUiSchema throws, returns a non-object schema or, when
 * `verifySchema` (the default), a schema ajv cannot compile.
 */
export function compileComponent(
  component: ProgramComponent,
  type: ComponentType | undefined,
  context: Omit<CompileContext, 'component'>,
  verifySchema = true,
): ComponentParts {
  if (!type) {
    return { section: UNKNOWN_TYPE_SECTION, component: placed(component, structuredClone(component.configuration), false, false) };
  }
  const configuration = effectiveConfiguration(component, type);
  if (!type.toSchema) {
    return { section: type.section, component: placed(component, configuration, true, false) };
  }
  const { schema, uiSchema } = buildFragments(component, type, configuration, context, verifySchema);
  return { section: type.section, component: placed(component, configuration, true, true), schema, uiSchema };
}

function buildFragments(
  component: ProgramComponent,
  type: ComponentType,
  configuration: Record<string, unknown>,
  context: Omit<CompileContext, 'component'>,
  verifySchema: boolean,
): { schema: JsonSchema; uiSchema: UiSchema } {
  const where = { componentKey: component.componentKey, componentType: component.componentType };
  const ctx = (): CompileContext => ({
    program: { ...context.program },
    component: { ...structuredClone(component), configuration: structuredClone(configuration) },
    questions: structuredClone(context.questions),
  });
  let schema: JsonSchema;
  let uiSchema: UiSchema;
  try {
    schema = plainJson(type.toSchema?.(structuredClone(configuration), ctx()) ?? {});
    uiSchema = plainJson(type.toUiSchema?.(structuredClone(configuration), ctx()) ?? {});
  } catch (cause) {
    throw new FormConfigError(where, 'its type could not build a schema from this configuration', {
      details: [cause instanceof Error ? cause.message : String(cause)],
      cause,
    });
  }
  if (schema.type !== 'object') {
    throw new FormConfigError(where, "its type's schema must be of type 'object' (the answers object)");
  }
  schema = withTextHygiene(schema, uiSchema);
  if (verifySchema) assertCompiles(schema, where);
  return { schema, uiSchema: addPropertyOrder(schema, uiSchema) };
}

/** Component schemas (as JSON text) known to compile, most recent last; bounded by COMPILED_SCHEMA_MEMORY. */
const knownToCompile = new Set<string>();
/** How many distinct component schemas are remembered as compiling (a live preview recompiles on every edit). */
export const COMPILED_SCHEMA_MEMORY = 256;

function assertCompiles(schema: JsonSchema, where: { componentKey: string; componentType: string }): void {
  const text = JSON.stringify(schema);
  if (knownToCompile.delete(text)) {
    knownToCompile.add(text);
    return;
  }
  try {
    compileUncached(schema);
    knownToCompile.add(text);
    if (knownToCompile.size > COMPILED_SCHEMA_MEMORY) knownToCompile.delete(knownToCompile.values().next().value as string);
  } catch (cause) {
    throw new FormConfigError(where, 'its schema does not compile', {
      details: [cause instanceof Error ? cause.message : String(cause)],
      cause,
    });
  }
}

function placed(
  component: ProgramComponent,
  configuration: Record<string, unknown>,
  available: boolean,
  hasAnswers: boolean,
): CompiledComponent {
  return {
    componentId: component.componentId,
    componentType: component.componentType,
    componentKey: component.componentKey,
    displayName: component.displayName,
    componentText: component.componentText ?? null,
    configuration,
    available,
    hasAnswers,
  };
}

/** A JSON round trip: what is stored and hashed is exactly what was built. */
function plainJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
