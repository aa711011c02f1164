import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { memo, type ComponentType } from 'react';
import type { CompiledForm } from '@huddle/form-engine';
import type { ComponentReactParts, DisplayComponentViewProps } from './component-react-parts.ts';
import { fulfilledThenable, settledThenable } from '../program-form/settled-thenable.ts';
import type { SettledThenable } from '../program-form/settled-thenable.ts';

/** Every type's React parts module, loaded on demand: a form loads only the code of the types it has. */
const partModules = import.meta.glob<{ reactParts: ComponentReactParts }>('../component-types/*/react-parts.ts');

const loaded = new Map<string, ComponentReactParts>();
const loadingSets = new Map<string, SettledThenable<void>>();
/** What loadComponentReactParts answers for types loaded without it (loadAllComponentReactParts) or without parts. */
export const componentReactPartsReady = fulfilledThenable<void>(undefined);

/**
 * The folder of a component type under component-types/, by the naming
 * convention: 'FOPSCompanyInformation' -> 'fops-company-information',
 * 'PlayerDbInfo' -> 'player-db-info'.
 */
export function componentTypeFolder(typeName: string): string {
  return typeName
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Keeps a type's loaded parts. Display views are memoized: their props (the
 * placed component and the program) stay the same objects while the
 * applicant types, so a keystroke does not draw the Header, Footer and Body
 * views again.
 */
function register(parts: ComponentReactParts): void {
  if (loaded.has(parts.name)) return;
  loaded.set(parts.name, parts.view ? { ...parts, view: memo(parts.view) } : parts);
}

const partsModule = (typeName: string) => partModules[`../component-types/${componentTypeFolder(typeName)}/react-parts.ts`];

/** Imports one react-parts module and keeps its parts (the browser imports a module once, however often asked). */
async function loadModule(load: () => Promise<{ reactParts: ComponentReactParts }>): Promise<void> {
  register((await load()).reactParts);
}

/** True when the React parts of every one of `typeNames` are loaded (types without parts count as loaded). */
export function componentReactPartsLoaded(typeNames: Iterable<string>): boolean {
  return [...typeNames].every((name) => loaded.has(name) || !partsModule(name));
}

/**
 * Loads the React parts of `typeNames` (types without parts are skipped).
 * Answers one thenable per set of names, settled-status recorded, so React's
 * `use()` can wait on it across renders and answers at once when loaded.
 * Rejects when a part's code fails to load; the failure is kept (as the
 * browser keeps a failed module import), so an error boundary shows it once.
 */
export function loadComponentReactParts(typeNames: Iterable<string>): Promise<void> {
  const names = [...new Set(typeNames)].sort();
  const key = names.join(' ');
  // The same thenable for a set once asked, loaded or not: a render replayed after suspending must see the one it waited on.
  const existing = loadingSets.get(key);
  if (existing) return existing;
  if (componentReactPartsLoaded(names)) return componentReactPartsReady;
  const loading = settledThenable(Promise.all(names.flatMap((name) => partsModule(name) ?? []).map(loadModule)).then(() => undefined));
  loadingSets.set(key, loading);
  return loading;
}

/** Loads the React parts of every component type (the back office and Storybook show any form). */
export async function loadAllComponentReactParts(): Promise<void> {
  await Promise.all(Object.values(partModules).map(loadModule));
}

/**
 * The component types whose React parts `compiled` needs: the types of its
 * components, and the type prefix of every custom 'ui:field' / 'ui:widget'
 * its UI schema names ('FileUpload.Slot' -> 'FileUpload'). Worked out once
 * per compiled form object (kept while the form is), not on every render.
 */
export function formReactPartTypes(compiled: CompiledForm): readonly string[] {
  let types = partTypesOfForm.get(compiled);
  if (types === undefined) {
    types = collectPartTypes(compiled);
    partTypesOfForm.set(compiled, types);
  }
  return types;
}

const partTypesOfForm = new WeakMap<CompiledForm, readonly string[]>();

function collectPartTypes(compiled: CompiledForm): readonly string[] {
  const types = new Set(Object.values(compiled.sections).flatMap((components) => components.map((component) => component.componentType)));
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'ui:field' || key === 'ui:widget') && typeof value === 'string' && value.includes('.'))
        types.add(value.split('.')[0] ?? '');
      else visit(value);
    }
  };
  visit(compiled.uiSchema);
  return [...types];
}

/** The display view of a loaded component type, or undefined (no view, or its parts not loaded). */
export function displayComponentView(typeName: string): ComponentType<DisplayComponentViewProps> | undefined {
  return loaded.get(typeName)?.view;
}

/** RJSF fields and widgets of a set of component types. */
export interface ComponentFieldsAndWidgets {
  fields: RegistryFieldsType;
  widgets: RegistryWidgetsType;
}

const fieldsAndWidgetsOfSet = new Map<string, ComponentFieldsAndWidgets>();

/**
 * The RJSF custom fields and widgets of the component types `typeNames`
 * (their parts loaded: see componentReactPartsLoaded). One object per set of
 * names, so a form that changes but keeps its types (a language switch, a
 * text edit in the live preview) keeps the same fields and RJSF keeps its
 * fields mounted.
 */
export function componentFieldsAndWidgets(typeNames: readonly string[]): ComponentFieldsAndWidgets {
  const key = [...typeNames].sort().join(' ');
  let merged = fieldsAndWidgetsOfSet.get(key);
  if (merged === undefined) {
    const parts = typeNames.flatMap((name) => loaded.get(name) ?? []);
    merged = {
      fields: Object.assign({}, ...parts.map((part) => part.fields ?? {})) as RegistryFieldsType,
      widgets: Object.assign({}, ...parts.map((part) => part.widgets ?? {})) as RegistryWidgetsType,
    };
    if (componentReactPartsLoaded(typeNames)) fieldsAndWidgetsOfSet.set(key, merged);
  }
  return merged;
}
