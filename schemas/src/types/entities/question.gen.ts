/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { QuestionOption } from './option.gen.ts';

export type QuestionTypeId = 1 | 2 | 3 | 4 | 6;

/**
 * A program question (spec §3 Question). Types: 1 Text Box, 2 Radio Button, 3 Multi-Select, 4 Drop-Down, 6 ContactList.
 */
export interface Question {
  questionId: number;
  questionText: string;
  questionName?: string | null;
  questionTypeId: QuestionTypeId;
  /**
   * 0 means the default limit of 524288 characters (spec §5).
   */
  characterLimit: number;
  displayOrder: number;
  required?: boolean;
  /**
   * Type-specific settings, e.g. ContactList columns and minContacts.
   */
  configuration?: {
    [k: string]: unknown;
  } | null;
  questionOptions: QuestionOption[];
}
