import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createAjv, type ComponentRegistry, type ComponentType, type JsonSchema } from '@huddle/form-engine';
import type { ComponentTypeInfo } from '@huddle/schemas';
import { toInvalidParams } from '../../http/api-schemas.ts';
import type { InvalidParam } from '../../errors/problem-error.ts';

/**
 * GET /api/admin/components: every component type of the registry, by name
 * (spec §2 Add Component): name, description, section, configSchema (null:
 * 'No Admin for this Component') and defaultConfiguration.
 */
export function componentTypeInfos(registry: ComponentRegistry): ComponentTypeInfo[] {
  return Object.keys(registry)
    .sort()
    .map((name) => {
      const type = componentTypeOf(registry, name) as ComponentType;
      return {
        name,
        description: type.description,
        section: type.section,
        configSchema: (type.configSchema ?? null) as ComponentTypeInfo['configSchema'],
        defaultConfiguration: structuredClone(type.defaultConfiguration) as ComponentTypeInfo['defaultConfiguration'],
      };
    });
}

/** The registry's type of this name (own keys only), or undefined. */
export function componentTypeOf(registry: ComponentRegistry, name: string): ComponentType | undefined {
  return Object.hasOwn(registry, name) ? (registry[name] as ComponentType) : undefined;
}

/**
 * The componentKey (name of its answers object) of a component added to a
 * program: the type name in lower camel case ('PersonalInformation' →
 * 'personalInformation', 'NCAAExperience' → 'ncaaExperience'), then 2, 3...
 * until no other component of the program uses it.
 */
export function newComponentKey(componentType: string, takenKeys: readonly string[]): string {
  const letters = componentType.replace(/[^A-Za-z0-9]/g, '');
  const lowered = letters.replace(/^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/, (head) => head.toLowerCase());
  const base = /^[a-z]/.test(lowered) ? lowered : `component${lowered}`;
  const taken = new Set(takenKeys);
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}${suffix}`)) suffix += 1;
  return `${base}${suffix}`;
}

/** Default display name of an added component: the type name in words ('NCAAExperience' → 'NCAA Experience'). */
export function defaultDisplayName(componentType: string): string {
  return componentType.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

const ajv = createAjv();
const validators = new WeakMap<JsonSchema, ValidateFunction>();

/**
 * Checks a component configuration as the form engine compiles it: the
 * type's defaultConfiguration with the given configuration over it
 * (top-level keys replace), against the type's configSchema, with the form
 * engine's ajv (createAjv). Returns the invalid fields named
 * 'configuration.<path>' (empty when valid). A type without configSchema
 * ('No Admin for this Component') takes only an empty configuration.
 */
export function configurationErrors(type: ComponentType, configuration: Record<string, unknown>): InvalidParam[] {
  if (type.configSchema === undefined) {
    return Object.keys(configuration).length === 0
      ? []
      : [{ name: 'configuration', reason: 'this component has no admin configuration (No Admin for this Component)' }];
  }
  let validate = validators.get(type.configSchema);
  if (validate === undefined) {
    validate = ajv.compile(type.configSchema);
    validators.set(type.configSchema, validate);
  }
  const merged = { ...structuredClone(type.defaultConfiguration), ...structuredClone(configuration) };
  if (validate(merged)) return [];
  return toInvalidParams(validate.errors).map((param) => ({
    ...param,
    name: param.name === '(root)' ? 'configuration' : `configuration.${param.name}`,
  }));
}
