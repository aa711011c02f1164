/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/admin/events/{eventId}/questions/{questionId}/options: a new choice of a Radio Button, Multi-Select or Drop-Down question (spec §3 Option). 422 problem naming each invalid field, or questionTypeId for a question type without options.
 */
export interface OptionCreateRequest {
  /**
   * Option text (spec §2 Edit Option: Save needs a text).
   */
  optionName: string;
  optionDescription?: string | null;
  /**
   * Position among the question's options; default after the last one.
   */
  displayOrder?: number;
  /**
   * Choosing this option reveals a required 'other' text input (default false).
   */
  isTextBox?: boolean;
}
