/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of PUT /api/drafts/{token}: the answers so far replace the saved ones (no new email is sent; the link's 30 days start again).
 */
export interface DraftUpdateRequest {
  formVersionId: number;
  /**
   * Answers keyed by component key (complete or not).
   */
  answers: {};
}
