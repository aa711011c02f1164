/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/admin/events/{eventId}/form-versions/{versionId}: one form version with its compiled form (the form as applicants of that version saw it).
 */
export interface FormVersionResponse {
  id: number;
  contentHash: string;
  createdAt: string;
  /**
   * Email of the staff member whose save created it; null when it was compiled without a staff save (seed, first public view).
   */
  createdBy: string | null;
  /**
   * True for the version the public form serves now.
   */
  current: boolean;
  /**
   * A CompiledForm of @huddle/form-engine: { jsonSchema, uiSchema, sections, fieldIndex }.
   */
  compiled: {
    [k: string]: unknown;
  };
}
