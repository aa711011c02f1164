import type { ProgramComponent } from '@huddle/schemas';
import { FormConfigError } from './form-config-error.ts';

/**
 * Entity rule for componentKey (schemas/entities/program-component.schema.json):
 * a lower-case letter then letters and digits, so dotted answer paths stay
 * unambiguous.
 */
export const COMPONENT_KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;

/**
 * Throws FormConfigError for the first componentKey that is malformed or used
 * by two components of the same form (each names one answers object).
 */
export function checkComponentKeys(components: readonly ProgramComponent[]): void {
  const seen = new Map<string, ProgramComponent>();
  for (const component of components) {
    const where = { componentKey: component.componentKey, componentType: component.componentType };
    if (!COMPONENT_KEY_PATTERN.test(component.componentKey)) {
      throw new FormConfigError(where, 'componentKey must start with a lower-case letter and hold only letters and digits');
    }
    const other = seen.get(component.componentKey);
    if (other) {
      throw new FormConfigError(
        where,
        `componentKey is used by components ${other.componentId} and ${component.componentId}; each component needs its own key`,
      );
    }
    seen.set(component.componentKey, component);
  }
}
