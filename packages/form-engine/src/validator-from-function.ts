import type { ErrorObject } from 'ajv/dist/2020.js';
import type { CompiledForm } from './compiled-form.ts';
import { toFieldErrors } from './field-errors.ts';
import { withTextHygiene } from './text-hygiene.ts';
import { freeTextPaths, trimWithPaths } from './trim-answers.ts';
import type { FormValidator, ValidationResult } from './validation-result.ts';

/**
 * A compiled check of a form's answers, as ajv generates it (in the page
 * from a schema, or ahead of time as a validator module): true or false,
 * with ajv's error objects in `errors` after a false.
 */
export interface AnswersCheckFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * The engine's FormValidator around `check`, a compiled check of
 * withTextHygiene(compiled.jsonSchema, compiled.uiSchema): answers are
 * trimmed first (trimAnswers: '  Ann  ' is valid, a blank answer is a
 * missing one), errors become field errors with spec §5 friendly names from
 * `compiled.fieldIndex` (toFieldErrors). Never throws: answers ajv cannot
 * read give one 'unreadable' error.
 */
export function validatorFromFunction(compiled: CompiledForm, check: AnswersCheckFunction): FormValidator {
  const fieldIndex = compiled.fieldIndex;
  const paths = freeTextPaths(withTextHygiene(compiled.jsonSchema, compiled.uiSchema));
  const judge = (answers: unknown): { answers: unknown; result: ValidationResult } => {
    try {
      const trimmed = trimWithPaths(paths, answers);
      if (check(trimmed)) return { answers: trimmed, result: { valid: true, errors: [] } };
      return { answers: trimmed, result: { valid: false, errors: toFieldErrors(check.errors ?? [], fieldIndex) } };
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
