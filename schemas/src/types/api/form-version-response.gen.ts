/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/admin/events/{eventId}/form-versions/{versionId}: one form version with its compiled form (the form as applicants of that version saw it).
 */
export interface FormVersionResponse {
  id: number;
  contentHash: string;
  /**
   * When the version was first stored.
   */
  createdAt: string;
  /**
   * Email of the staff member whose save first stored it; null without a staff save.
   */
  createdBy: string | null;
  /**
   * True when the public form serves this version now.
   */
  current: boolean;
  /**
   * A CompiledForm of @huddle/form-engine: { jsonSchema, uiSchema, sections, fieldIndex }.
   */
  compiled: {
    [k: string]: unknown;
  };
}
