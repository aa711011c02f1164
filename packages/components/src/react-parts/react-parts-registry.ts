import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { ComponentReactParts, DisplayComponentViewProps } from './component-react-parts.ts';

const modules = import.meta.glob<{ reactParts: ComponentReactParts }>('../component-types/*/react-parts.ts', { eager: true });

/** Every component type's React parts, found by file convention (see ComponentReactParts). */
export const componentReactParts: readonly ComponentReactParts[] = Object.values(modules)
  .map((module) => module.reactParts)
  .sort((a, b) => a.name.localeCompare(b.name));

/** Display views by component type name. */
export const displayComponentViews: Readonly<Record<string, ComponentType<DisplayComponentViewProps>>> = Object.fromEntries(
  componentReactParts.flatMap((parts) => (parts.view ? [[parts.name, parts.view]] : [])),
);

/** RJSF custom fields of every component type, merged (names are prefixed per type). */
export const componentFields: RegistryFieldsType = Object.assign(
  {},
  ...componentReactParts.map((parts) => parts.fields ?? {}),
) as RegistryFieldsType;

/** RJSF custom widgets of every component type, merged. */
export const componentWidgets: RegistryWidgetsType = Object.assign(
  {},
  ...componentReactParts.map((parts) => parts.widgets ?? {}),
) as RegistryWidgetsType;
