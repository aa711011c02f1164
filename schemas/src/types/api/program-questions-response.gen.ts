/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { Question } from '../entities/question.gen.ts';

/**
 * 200 body of GET /api/admin/events/{eventId}/questions and of PUT .../questions/{questionId}/display-order/{n}: the program's questions with their options, by displayOrder then questionId (spec §2 Program Questions; empty: 'No Questions').
 */
export interface ProgramQuestionsResponse {
  questions: Question[];
}
