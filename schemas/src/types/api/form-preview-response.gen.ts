/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of POST /api/admin/events/{eventId}/form-preview: where the live preview loads the draft form's precompiled validator module.
 */
export interface FormPreviewResponse {
  /**
   * GET /api/form-validators/{file}: the module generated from the form the draft compiles to.
   */
  validatorUrl: string;
}
