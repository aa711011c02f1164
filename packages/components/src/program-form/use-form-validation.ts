import { use } from 'react';
import { formReactPartTypes, loadComponentReactParts } from '../react-parts/react-parts-registry.ts';
import { loadFormValidation, type LoadableFormVersion } from './load-form-validation.ts';

/**
 * Suspends the rendering component (React `use`) until the form version's
 * validator module is loaded and registered (loadFormValidation); returns
 * at once, without suspending, when the form can already validate (its
 * module registered, or a page that compiles: installFormCompiler), as the
 * promise then says it is fulfilled. Always calls `use`: a component
 * replayed after suspending must call the same hooks as before (React
 * error 467 otherwise). Also starts loading the React parts of the form's
 * component types, so they arrive with the module. Put a Suspense boundary above the caller; a failed
 * load throws to the nearest error boundary.
 */
export function useFormValidation(formVersion: LoadableFormVersion): void {
  // The code of the form's component types loads alongside (ProgramForm waits for it).
  loadComponentReactParts(formReactPartTypes(formVersion.compiled));
  use(loadFormValidation(formVersion));
}

/**
 * Loads everything a form version renders with: its validator module
 * (loadFormValidation) and its component types' React parts
 * (loadComponentReactParts). A server-rendered page awaits it before
 * hydrating, so the form hydrates without suspending. Rejects when either
 * fails to load.
 */
export async function loadFormVersionCode(formVersion: LoadableFormVersion): Promise<void> {
  await Promise.all([loadFormValidation(formVersion), loadComponentReactParts(formReactPartTypes(formVersion.compiled))]);
}
