import type { Question, QuestionTypeId, QuestionUpdateRequest } from '@huddle/schemas';
import { parseDisplayOrder } from './display-order.ts';
import { hasCharacterLimit } from '@huddle/program-rules';

/** spec §5: the largest character limit of a Text Box (also the default when the limit is 0). */
export const MAX_CHARACTER_LIMIT = 524_288;

/** The 'Question Details' fields as typed (spec §2: type, text, display order, character limit). */
export interface QuestionEdit {
  questionId: number;
  questionTypeId: QuestionTypeId;
  questionText: string;
  displayOrder: string;
  characterLimit: string;
}

/** Which fields of a QuestionEdit cannot be saved as typed. */
export interface QuestionEditProblems {
  /** spec §2: the text may not be empty. */
  questionText: boolean;
  /** A whole number 0 to 1,000,000. */
  displayOrder: boolean;
  /** Text Box only: a whole number 0 to 524,288 (0: the default 524288, spec §5). */
  characterLimit: boolean;
}

/** The fields of a saved question, for editing. */
export function questionEditOf(question: Question): QuestionEdit {
  return {
    questionId: question.questionId,
    questionTypeId: question.questionTypeId,
    questionText: question.questionText,
    displayOrder: String(question.displayOrder),
    characterLimit: String(question.characterLimit),
  };
}

/** Reads a typed character limit: a whole number 0 to 524,288, else null. */
export function parseCharacterLimit(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_CHARACTER_LIMIT ? value : null;
}

/** The problems of an edit (see QuestionEditProblems); the limit is checked only for a Text Box. */
export function questionEditProblems(edit: QuestionEdit): QuestionEditProblems {
  return {
    questionText: edit.questionText.trim() === '',
    displayOrder: parseDisplayOrder(edit.displayOrder) === null,
    characterLimit: hasCharacterLimit(edit.questionTypeId) && parseCharacterLimit(edit.characterLimit) === null,
  };
}

/** True when no field has a problem (Save is active). */
export function canSaveQuestionEdit(edit: QuestionEdit): boolean {
  const problems = questionEditProblems(edit);
  return !problems.questionText && !problems.displayOrder && !problems.characterLimit;
}

/**
 * The question as the live preview shows it: the saved question with the
 * edit's type and text, and its order and limit where they read as numbers
 * (otherwise the saved ones).
 */
export function applyQuestionEdit(question: Question, edit: QuestionEdit): Question {
  return {
    ...question,
    questionTypeId: edit.questionTypeId,
    questionText: edit.questionText,
    displayOrder: parseDisplayOrder(edit.displayOrder) ?? question.displayOrder,
    characterLimit: hasCharacterLimit(edit.questionTypeId)
      ? (parseCharacterLimit(edit.characterLimit) ?? question.characterLimit)
      : question.characterLimit,
  };
}

/**
 * The PUT body of an edit (QuestionUpdateRequest): text trimmed, type,
 * display order, and the character limit for a Text Box. Call only when
 * canSaveQuestionEdit is true.
 */
export function questionUpdateRequest(edit: QuestionEdit): QuestionUpdateRequest {
  const body: QuestionUpdateRequest = {
    questionText: edit.questionText.trim(),
    questionTypeId: edit.questionTypeId,
    displayOrder: parseDisplayOrder(edit.displayOrder) ?? 0,
  };
  if (hasCharacterLimit(edit.questionTypeId)) body.characterLimit = parseCharacterLimit(edit.characterLimit) ?? 0;
  return body;
}

/** Questions in the API's order: displayOrder, then questionId. */
export function sortQuestions(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => a.displayOrder - b.displayOrder || a.questionId - b.questionId);
}
