import { instantiateValidatorModule, registerValidation, registeredValidation, validatorCompilerInstalled } from '@huddle/form-engine';
import type { CompiledForm, ValidatorModule } from '@huddle/form-engine';
import { fulfilledThenable, settledThenable } from './settled-thenable.ts';

/** A form version as the API answers it: its compiled form and the URL of its validator module. */
export interface LoadableFormVersion {
  compiled: CompiledForm;
  /** '/api/form-validators/{hash}.js' (formVersion.validatorUrl). */
  validatorUrl: string;
}

/**
 * Imports the form version's precompiled validator module (an ES module
 * served from the site, cached forever by its content-hashed URL) and
 * registers it for `compiled` (registerValidation), so ProgramForm and the
 * engine's formValidator() check answers and lay out conditions without
 * compiling anything. Call before rendering the form (e.g. React `use()`:
 * one promise per compiled form); a form already registered, or any form
 * where the page compiles (installFormCompiler: tests, Storybook), is not
 * loaded. Rejects when the module cannot be loaded (network) or needs a
 * runtime part the engine lacks; the failed promise is kept, so the error
 * reaches the error boundary once (React renders again after an error
 * before showing it: a new import each time would never settle on the
 * error; browsers keep a failed module import failed until the page reloads).
 */
export function loadFormValidation(formVersion: LoadableFormVersion): Promise<void> {
  let loading = loads.get(formVersion.compiled);
  if (loading === undefined) {
    loading =
      registeredValidation(formVersion.compiled) !== undefined || validatorCompilerInstalled()
        ? fulfilledThenable<void>(undefined)
        : settledThenable(load(formVersion));
    loads.set(formVersion.compiled, loading);
  }
  return loading;
}

/** Loads in progress or done, per compiled form: every caller of one form waits for the same import (React `use` needs a stable promise). */
const loads = new WeakMap<CompiledForm, Promise<void>>();

async function load(formVersion: LoadableFormVersion): Promise<void> {
  const module = (await import(/* @vite-ignore */ formVersion.validatorUrl)) as ValidatorModule;
  registerValidation(formVersion.compiled, instantiateValidatorModule(formVersion.compiled, module));
}
