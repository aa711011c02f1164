/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * One choice of a radio, multi-select or drop-down question (spec §3 Option).
 */
export interface QuestionOption {
  optionId: number;
  optionName: string;
  optionDescription?: string | null;
  displayOrder: number;
  /**
   * Choosing this option reveals a required free-text 'other' input.
   */
  isTextBox: boolean;
}
