import { use } from 'react';
import { registeredValidation, validatorCompilerInstalled } from '@huddle/form-engine';
import { loadFormValidation, type LoadableFormVersion } from './load-form-validation.ts';

/**
 * Suspends the rendering component (React `use`) until the form version's
 * validator module is loaded and registered (loadFormValidation); returns
 * at once, without suspending, when the form can already validate (its
 * module registered, or a page that compiles: installFormCompiler). Put a
 * Suspense boundary above the caller; a failed load throws to the nearest
 * error boundary.
 */
export function useFormValidation(formVersion: LoadableFormVersion): void {
  if (registeredValidation(formVersion.compiled) !== undefined || validatorCompilerInstalled()) return;
  use(loadFormValidation(formVersion));
}
