import type { ComponentRegistry, ComponentType } from './component-type.ts';

/**
 * The registry's type named `componentType`, or undefined. Only own keys
 * count, so names like 'constructor' never resolve to Object internals.
 */
export function lookupComponentType(registry: ComponentRegistry, componentType: string): ComponentType | undefined {
  if (!Object.hasOwn(registry, componentType)) return undefined;
  return registry[componentType] as ComponentType | undefined;
}
