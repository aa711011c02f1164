import { findFieldInfo, type CompiledForm } from '@huddle/form-engine';
import type { InvalidParam } from '@huddle/schemas';
import { formInLanguage } from '../i18n/form-in-language.ts';
import { shownAnswerErrors } from './answer-error-schema.ts';
import { checkAnswers } from './use-answer-check.ts';

/** The refused fields as the applicant reads them. */
export interface RefusedFieldLines {
  /** One line per refused field: '{friendly name}: {reason}', in the interface language. */
  lines: string[];
  /** Every refused name is an answer of the form (so the refusal is about the answers, not the request). */
  allAnswers: boolean;
}

/**
 * Spec §8 'Application save failure' for a submit the server refused with
 * 422 (`refused`: its invalid_params, names and reasons in English; issue
 * 14.3: validation messages and field names in the applicant's language): each refused field named by its friendly name in the form
 * shown in `language` (formInLanguage, else the server's name), with the
 * message the same check gives in the browser at that path (the engine's
 * validator, messages of transformErrors in the active interface language),
 * else the server's reason (a check only the server makes).
 */
export function refusedFieldLines(
  compiled: CompiledForm,
  language: string,
  answers: Record<string, unknown>,
  refused: readonly InvalidParam[],
): RefusedFieldLines {
  const shown = formInLanguage(compiled, language);
  const messages = new Map<string, string>();
  for (const error of shownAnswerErrors(checkAnswers(compiled, answers).result)) {
    if (error.property !== undefined && error.message && !messages.has(error.property)) messages.set(error.property, error.message);
  }
  let allAnswers = true;
  const lines = refused.map((field) => {
    const info = findFieldInfo(shown.fieldIndex, field.name);
    if (info === undefined && !messages.has(field.name)) allAnswers = false;
    const name = info?.friendlyName ?? field.friendlyName ?? field.name;
    return `${name}: ${messages.get(field.name) ?? field.reason}`;
  });
  return { lines, allAnswers };
}
