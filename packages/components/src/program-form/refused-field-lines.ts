import { findFieldInfo, type CompiledForm } from '@huddle/form-engine';
import { formInLanguage } from '../i18n/form-in-language.ts';
import { shownAnswerErrors } from './answer-error-schema.ts';
import { checkAnswers } from './use-answer-check.ts';

/** One field the server refused (a problem response's invalid_params entry). */
export interface RefusedField {
  /** Dotted answer path, e.g. 'personalInformation.firstName'. */
  name: string;
  /** The server's reason, in English. */
  reason: string;
  /** The server's spec §5 friendly name, in English. */
  friendlyName?: string;
}

/** The refused fields as the applicant reads them. */
export interface RefusedFieldLines {
  /** One line per refused field: '{friendly name}: {reason}', in the interface language. */
  lines: string[];
  /** Every refused name is an answer of the form (so the refusal is about the answers, not the request). */
  allAnswers: boolean;
}

/**
 * Spec §8 'Application save failure' for a submit the server refused with
 * 422 (issue 14.3: validation messages and field names in the applicant's
 * language): each refused field named by its friendly name in the form
 * shown in `language` (formInLanguage, else the server's name), with the
 * message the same check gives in the browser at that path (the engine's
 * validator, messages of transformErrors in the active interface language),
 * else the server's reason (a check only the server makes).
 */
export function refusedFieldLines(
  compiled: CompiledForm,
  language: string,
  answers: Record<string, unknown>,
  refused: readonly RefusedField[],
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
