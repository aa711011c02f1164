/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { Question } from '../entities/question.gen.ts';

/**
 * Body of the question routes answering one question (read, create, update, option changes): the question with its options by displayOrder then optionId.
 */
export interface ProgramQuestionResponse {
  question: Question;
}
