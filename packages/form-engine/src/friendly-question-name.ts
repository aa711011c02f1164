/**
 * Friendly name of a question in the missing-fields list (spec §5: "Question
 * rule friendly names are the first 15 characters of question text plus
 * '...'"; §9: label truncation 15 characters plus '...').
 *
 * Always appends '...', also for texts of 15 characters or fewer, as the rule
 * reads. Leading and trailing whitespace is trimmed first; characters are
 * counted as code points, so an emoji is never cut in half.
 */
export function friendlyQuestionName(text: string): string {
  return `${Array.from(text.trim()).slice(0, QUESTION_NAME_LENGTH).join('')}...`;
}

/** spec §9: label truncation length. */
export const QUESTION_NAME_LENGTH = 15;
