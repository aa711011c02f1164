import { useRef } from 'react';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { ValidationResult } from '@huddle/form-engine';
import { transformErrors } from '../theme/transform-errors.ts';

/**
 * The engine's validation result (createValidator, the server's rules) as
 * the RJSF error tree the fields show under themselves: each error at its
 * dotted path ('personalInformation.firstName', 'q20.0.name'; '' = the
 * whole form), with the short messages of transformErrors (which also
 * leaves out refused hidden-field values). Spec §5 rules come from the schema.
 */
export function answerErrorSchema(result: ValidationResult): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const error of shownAnswerErrors(result)) {
    if (error.message) builder.addErrors(error.message, error.property ? error.property.split('.') : []);
  }
  return builder.ErrorSchema;
}

/**
 * The engine's field errors as RJSF validation errors with the messages the
 * applicant reads (transformErrors: short, in the active interface
 * language; errors that say nothing actionable left out). `property` is the
 * dotted answers path.
 */
export function shownAnswerErrors(result: ValidationResult): RJSFValidationError[] {
  const errors: RJSFValidationError[] = result.errors.map((error) => ({
    name: error.code,
    params: error.params,
    message: error.message,
    property: error.path,
    stack: `${error.path} ${error.message}`,
  }));
  return transformErrors(errors);
}

/**
 * `errorSchema`, or the previous render's object when its content is the
 * same, so RJSF re-merges the errors only when they change.
 */
export function useStableErrorSchema(errorSchema: ErrorSchema | undefined): ErrorSchema | undefined {
  const last = useRef<{ json: string; errorSchema: ErrorSchema | undefined }>({ json: 'undefined', errorSchema: undefined });
  const json = JSON.stringify(errorSchema) ?? 'undefined';
  if (json !== last.current.json) last.current = { json, errorSchema };
  return last.current.errorSchema;
}
