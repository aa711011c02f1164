/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 201 body of POST /api/events/{eventId}/uploads (spec §7 uploads): the stored file, which the FileUpload answer of the application then references ({ uploadId, fileName }). Unclaimed by a submission, it is deleted after 24 hours.
 */
export interface UploadResponse {
  /**
   * Generated id of the stored file.
   */
  uploadId: string;
  /**
   * Stored name (spec §5): non-alphanumerics became '_', base cut to 57 characters, '_' and a random numeric suffix, lower-case extension.
   */
  fileName: string;
  /**
   * Size of the stored file in bytes (10 MB at most).
   */
  sizeBytes: number;
}
