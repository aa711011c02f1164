import { useMemo } from 'react';
import { createSchemaUtils } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
import { createValidator, missingFieldNames } from '@huddle/form-engine';
import type { CompiledForm, ValidationResult } from '@huddle/form-engine';
import { rjsfValidator } from '../theme/rjsf-validator.ts';

/** What the submit area needs to know about the current answers. */
export interface AnswerCheck {
  /** The answers with schema defaults filled in, as the form shows them. */
  answers: Record<string, unknown>;
  result: ValidationResult;
  /** Sorted friendly names of failing fields (spec §5). */
  missing: string[];
}

/**
 * Validates the answers the way the server will: createValidator(compiled)
 * on the answers with the schema defaults the form displays (e.g. the
 * default country) and without undefined values (JSON drops them in transit).
 */
export function useAnswerCheck(compiled: CompiledForm, formData: Record<string, unknown>): AnswerCheck {
  const validator = useMemo(() => createValidator(compiled), [compiled]);
  const schemaUtils = useMemo(() => createSchemaUtils(rjsfValidator(), compiled.jsonSchema as RJSFSchema), [compiled]);
  return useMemo(() => {
    const withDefaults = schemaUtils.getDefaultFormState(compiled.jsonSchema as RJSFSchema, formData) as Record<string, unknown>;
    const answers = JSON.parse(JSON.stringify(withDefaults ?? {})) as Record<string, unknown>;
    const result = validator.validate(answers);
    return { answers, result, missing: missingFieldNames(result) };
  }, [compiled, formData, schemaUtils, validator]);
}
