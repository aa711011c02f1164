/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/drafts/{token}: an open saved application, to finish on any device.
 */
export interface DraftResponse {
  /**
   * Program id, stable in URLs (spec §2 /app/admin/programs/{programId}).
   */
  eventId: number;
  /**
   * Public path the resume link opens.
   */
  programPath: string;
  /**
   * Form version the answers were given under (may be older than the current one).
   */
  formVersionId: number;
  answers: {};
  email: string;
  expiresAt: string;
}
