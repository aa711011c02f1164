/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ContentLanguage } from '../entities/content-language.gen.ts';

/**
 * Body of POST /api/events/{eventId}/responses (spec §7 save form): the applicant's answers and the form version they were given (any version of this program). The answers are validated against that version; 422 problem with invalid_params when invalid, 409 when the program is closed.
 */
export interface SubmitResponseRequest {
  formVersionId: number;
  /**
   * Answers keyed by component key, as described by the form version's jsonSchema.
   */
  answers: {};
  /**
   * Resume token of the saved draft this application was finished from: the submission closes it (410 when it is expired or was already submitted).
   */
  draftToken?: string;
  /**
   * spec §4 Disclaimer: 1 = the applicant agreed to the submission release agreement. Required by football ops programs that show it (422 naming legalDisclaimer otherwise).
   */
  legalDisclaimer?: 1;
  /**
   * The language the applicant used (default 'en'); stored on the registration, and the confirmation and status emails go out in it.
   */
  language?: ContentLanguage;
}
