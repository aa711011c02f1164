/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of PUT /api/admin/events/{eventId}/questions/{questionId}/options/{optionId}: the fields to change; fields left out keep their value.
 */
export interface OptionUpdateRequest {
  /**
   * Option text (spec §2 Edit Option: Save needs a text).
   */
  optionName?: string;
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
