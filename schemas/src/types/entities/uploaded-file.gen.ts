/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A file a participant uploaded with the application (spec §3 participant FILE_UPLOAD_0..5), as the participant detail lists it ('No Uploaded File(s)' when none).
 */
export interface UploadedFileEntry {
  /**
   * Generated id; GET /api/events/{eventId}/people/{personId}/uploads/{uploadId} downloads it.
   */
  uploadId: string;
  /**
   * FileUpload position (FILE_UPLOAD_{slot}).
   */
  slot: number;
  /**
   * Stored name (spec §5 sanitized), the download's attachment name.
   */
  fileName: string;
  /**
   * Media type decided from the content and extension.
   */
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}
