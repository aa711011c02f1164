import { createValidator, type CompiledForm } from '@huddle/form-engine';

type FormValidator = ReturnType<typeof createValidator>;

/** Compiled validators keyed by content hash (a hash names one compiled form, so entries never go stale). */
const MAX_ENTRIES = 200;
const validators = new Map<string, FormValidator>();

/**
 * The createValidator() instance of a form version, compiled once per process
 * and reused (compiling the ajv schema is the slow part of a submit). Keyed by
 * the version's content hash; keeps the {@link MAX_ENTRIES} most recently used.
 */
export function validatorForVersion(version: { contentHash: string; compiled: CompiledForm }): FormValidator {
  const key = version.contentHash;
  const cached = validators.get(key);
  if (cached !== undefined) {
    validators.delete(key);
    validators.set(key, cached);
    return cached;
  }
  const validator = createValidator(version.compiled);
  validators.set(key, validator);
  if (validators.size > MAX_ENTRIES) {
    const oldest = validators.keys().next().value;
    if (oldest !== undefined) validators.delete(oldest);
  }
  return validator;
}
