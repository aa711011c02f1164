import type { CompiledForm } from './compiled-form.ts';
import { compileUncached } from './engine-ajv.ts';
import { toFieldErrors } from './field-errors.ts';
import { FormConfigError } from './form-config-error.ts';
import { hashCompiledForm } from './form-version.ts';
import { withTextHygiene } from './text-hygiene.ts';
import { freeTextPaths, trimWithPaths } from './trim-answers.ts';
import type { FormValidator, ValidationResult } from './validation-result.ts';

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
 * Throws FormConfigError (componentKey null) only here, when the form's
 * schema does not compile.
 */
export function createValidator(compiled: CompiledForm): FormValidator {
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
  const schema = withTextHygiene(compiled.jsonSchema, compiled.uiSchema);
  try {
    validateFn = compileUncached(schema);
  } catch (cause) {
    throw new FormConfigError({ componentKey: null, componentType: null }, 'the form schema does not compile', {
      details: [cause instanceof Error ? cause.message : String(cause)],
      cause,
    });
  }
  const fieldIndex = compiled.fieldIndex;
  const paths = freeTextPaths(schema);
  const judge = (answers: unknown): { answers: unknown; result: ValidationResult } => {
    try {
      const trimmed = trimWithPaths(paths, answers);
      if (validateFn(trimmed)) return { answers: trimmed, result: { valid: true, errors: [] } };
      return { answers: trimmed, result: { valid: false, errors: toFieldErrors(validateFn.errors ?? [], fieldIndex) } };
    } catch (cause) {
      return { answers, result: { valid: false, errors: [unreadable(cause)] } };
    }
  };
  return { judge, validate: (answers: unknown) => judge(answers).result };
}

/** The single error for answers ajv cannot read (e.g. an object whose getter throws). */
function unreadable(cause: unknown): ValidationResult['errors'][number] {
  return {
    path: '',
    code: 'unreadable',
    params: { reason: cause instanceof Error ? cause.message : String(cause) },
    message: 'answers could not be read',
    friendlyName: '',
  };
}

function remember(hash: string, validator: FormValidator): void {
  byHash.delete(hash);
  byHash.set(hash, validator);
  if (byHash.size > VALIDATOR_CACHE_SIZE) {
    const oldest = byHash.keys().next();
    if (!oldest.done) byHash.delete(oldest.value);
  }
}
