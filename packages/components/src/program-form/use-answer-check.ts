import { useEffect, useMemo, useState } from 'react';
import { createSchemaUtils } from '@rjsf/utils';
import type { SchemaUtilsType } from '@rjsf/utils';
import { formValidator, missingFieldNames } from '@huddle/form-engine';
import type { CompiledForm, ValidationResult } from '@huddle/form-engine';
import { rjsfValidator } from '../theme/rjsf-validator.ts';
import { rjsfSchemaOf } from './rjsf-schema.ts';

/** What the submit area and the field errors need to know about the answers. */
export interface AnswerCheck {
  /** The answers with schema defaults filled in, as the form shows them. */
  answers: Record<string, unknown>;
  result: ValidationResult;
  /** Sorted friendly names of failing fields (spec §5). */
  missing: string[];
}

/** RJSF schema utilities per compiled form (defaults as the form displays them). */
const schemaUtilsByForm = new WeakMap<CompiledForm, SchemaUtilsType>();

function schemaUtilsOf(compiled: CompiledForm): SchemaUtilsType {
  let utils = schemaUtilsByForm.get(compiled);
  if (!utils) {
    utils = createSchemaUtils(rjsfValidator(), rjsfSchemaOf(compiled));
    schemaUtilsByForm.set(compiled, utils);
  }
  return utils;
}

/**
 * Validates the answers the way the server will: formValidator(compiled)
 * (the form version's precompiled validator module, the server's own code) on the answers with the schema
 * defaults the form displays (e.g. the default country) and without
 * undefined values (JSON drops them in transit). `defaultsFilled`: the
 * answers are the form's own report, which already holds the defaults (the
 * walk of the whole schema that fills them is skipped).
 */
export function checkAnswers(compiled: CompiledForm, formData: Record<string, unknown>, defaultsFilled = false): AnswerCheck {
  const withDefaults = defaultsFilled
    ? formData
    : (schemaUtilsOf(compiled).getDefaultFormState(rjsfSchemaOf(compiled), formData) as Record<string, unknown>);
  const answers = JSON.parse(JSON.stringify(withDefaults ?? {})) as Record<string, unknown>;
  const result = formValidator(compiled).validate(answers);
  return { answers, result, missing: missingFieldNames(result) };
}

/** Runs `callback` in a task once the next frame has been painted (after the frame that follows it starts); answers a cancel function. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * checkAnswers() of the current answers. For a form opened empty (a new
 * application) the form's validator is made ready (instantiated from its
 * loaded module, or compiled where the page compiles: once per form) in a
 * task after the first paint, so the form shows before it:
 * until then the hook answers null. A form opened with answers (an edit,
 * a player database preload) is checked from its first render. From then
 * on every change is checked in the same render (a validation by compiled
 * code), so the Submit state, the popover and the field errors always
 * match the answers shown. Null too while `enabled` is false (read-only
 * answers need no check). `defaultsFilled` as for checkAnswers.
 */
export function useAnswerCheck(
  compiled: CompiledForm,
  formData: Record<string, unknown>,
  { enabled = true, defaultsFilled = false }: { enabled?: boolean; defaultsFilled?: boolean } = {},
): AnswerCheck | null {
  const [ready, setReady] = useState<CompiledForm | null>(() => (Object.keys(formData).length > 0 ? compiled : null));
  useEffect(() => {
    if (!enabled || ready === compiled) return undefined;
    return afterNextPaint(() => {
      formValidator(compiled);
      setReady(compiled);
    });
  }, [compiled, enabled, ready]);
  const current = enabled && ready === compiled ? compiled : null;
  return useMemo(() => (current === null ? null : checkAnswers(current, formData, defaultsFilled)), [current, formData, defaultsFilled]);
}
