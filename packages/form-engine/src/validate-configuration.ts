import type { ErrorObject } from 'ajv/dist/2020.js';
import type { ProgramComponent } from '@huddle/schemas';
import type { ComponentType } from './component-type.ts';
import { compileCached } from './engine-ajv.ts';
import { FormConfigError } from './form-config-error.ts';

/**
 * The configuration a component compiles with: the type's
 * defaultConfiguration with the stored configuration over it (shallow merge:
 * a stored top-level key replaces the default's whole value). Deep copies, so
 * neither the definition nor the type's defaults can be changed through it.
 *
 * Throws FormConfigError when the type has a configSchema the merged
 * configuration breaks (ajv messages in `details`), or when that configSchema
 * itself does not compile.
 */
export function effectiveConfiguration(component: ProgramComponent, type: ComponentType): Record<string, unknown> {
  const merged: Record<string, unknown> = {
    ...structuredClone(type.defaultConfiguration),
    ...structuredClone(component.configuration),
  };
  if (type.configSchema) check(merged, component, type);
  return merged;
}

function check(configuration: Record<string, unknown>, component: ProgramComponent, type: ComponentType): void {
  const where = { componentKey: component.componentKey, componentType: component.componentType };
  let validate;
  try {
    validate = compileCached(type.configSchema ?? {});
  } catch (cause) {
    throw new FormConfigError(where, 'its type has a configuration schema that does not compile', {
      details: [messageOf(cause)],
      cause,
    });
  }
  if (!validate(configuration)) {
    throw new FormConfigError(where, 'configuration is invalid', { details: (validate.errors ?? []).map(describe) });
  }
}

function describe(error: ErrorObject): string {
  const at = error.instancePath === '' ? 'configuration' : `configuration${error.instancePath}`;
  return `${at} ${error.message ?? error.keyword}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
