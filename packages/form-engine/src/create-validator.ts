import type { CompiledForm } from './compiled-form.ts';
import { compileUncached } from './engine-ajv.ts';
import { FormConfigError } from './form-config-error.ts';
import { hashCompiledForm } from './form-version.ts';
import { withTextHygiene } from './text-hygiene.ts';
import { registeredValidation } from './precompiled-validation.ts';
import type { FormValidator } from './validation-result.ts';
import { validatorFromFunction } from './validator-from-function.ts';

/** Validators by compiled form object, then by content hash (forms reloaded from storage). */
const byObject = new WeakMap<CompiledForm, FormValidator>();
const byHash = new Map<string, FormValidator>();
/** Most recently used validators kept by content hash. */
export const VALIDATOR_CACHE_SIZE = 64;

/**
 * The one validator of answers (ARCHITECTURE.md §3), used unchanged by the
 * public app, the admin app and the API. Compiled once per compiled form:
 * cached per object and, for equal content loaded again (e.g. a form version
 * read from the database per request), per content hash. Compiled forms are
 * immutable; do not change one after creating its validator.
 *
 * validate(answers) judges the answers as they are stored: trimAnswers()
 * first (so '  Ann  ' is valid, and a blank answer is a missing one), then
 * the form's schema with the text hygiene rules (withTextHygiene; already in
 * forms compiled now, added here for versions compiled before them). It never
 * throws: it returns `{ valid, errors }` with errors mapped to dotted paths
 * and spec §5 friendly names (see toFieldErrors).
 * A form with a registered precompiled validation (registerValidation)
 * uses it instead of compiling: the same checks, generated ahead of time.
 * Throws FormConfigError (componentKey null) only here, when the form's
 * schema does not compile.
 */
export function createValidator(compiled: CompiledForm): FormValidator {
  const registered = registeredValidation(compiled);
  if (registered !== undefined) return registered.validator;
  const known = byObject.get(compiled);
  if (known) return known;
  const hash = hashCompiledForm(compiled);
  const validator = byHash.get(hash) ?? buildValidator(compiled);
  remember(hash, validator);
  byObject.set(compiled, validator);
  return validator;
}

function buildValidator(compiled: CompiledForm): FormValidator {
  let validateFn: ReturnType<typeof compileUncached>;
  try {
    validateFn = compileUncached(withTextHygiene(compiled.jsonSchema, compiled.uiSchema));
  } catch (cause) {
    throw new FormConfigError({ componentKey: null, componentType: null }, 'the form schema does not compile', {
      details: [cause instanceof Error ? cause.message : String(cause)],
      cause,
    });
  }
  return validatorFromFunction(compiled, validateFn);
}

function remember(hash: string, validator: FormValidator): void {
  byHash.delete(hash);
  byHash.set(hash, validator);
  if (byHash.size > VALIDATOR_CACHE_SIZE) {
    const oldest = byHash.keys().next();
    if (!oldest.done) byHash.delete(oldest.value);
  }
}
