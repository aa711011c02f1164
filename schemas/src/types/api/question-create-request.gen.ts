/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { QuestionTypeId } from '../entities/question.gen.ts';

/**
 * Body of POST /api/admin/events/{eventId}/questions (spec §2 Create Question; permission programs.questions.create). Options are added afterwards (POST .../questions/{questionId}/options). 422 problem naming each invalid field.
 */
export interface QuestionCreateRequest {
  /**
   * Question text (spec §2 Create Question: Save needs a text).
   */
  questionText: string;
  questionName?: string | null;
  questionTypeId: QuestionTypeId;
  /**
   * Text Box limit in characters; 0 means the default 524288 (spec §5).
   */
  characterLimit?: number;
  /**
   * Position among the program's questions (lower first); default after the last one.
   */
  displayOrder?: number;
  /**
   * Whether the applicant must answer (default true).
   */
  required?: boolean;
  /**
   * Type-specific settings: for a ContactList question (type 6) the table columns (name, caption) and minContacts (spec §3).
   */
  configuration?: {
    /**
     * @maxItems 20
     */
    columns?: {
      name: string;
      caption: string;
    }[];
    minContacts?: number;
    [k: string]: unknown;
  } | null;
}
