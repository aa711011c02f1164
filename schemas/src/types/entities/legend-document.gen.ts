/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A document of a Legend (spec §1 Legends area): a file uploaded with one of their applications (kind 'application') or uploaded by staff (kind 'staff', same rules: one .pdf, .doc, .docx or .txt file up to 10 MB). GET /api/legends/{legendId}/documents/{documentId} downloads it.
 */
export interface LegendDocument {
  documentId: string;
  kind: 'application' | 'staff';
  /**
   * The application it belongs to, null for a staff upload to the Legend.
   */
  applicationId: number | null;
  /**
   * Stored name (spec §5 sanitized), the download's attachment name.
   */
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  /**
   * Email of the staff member who uploaded it; null for the applicant's own upload.
   */
  uploadedBy: string | null;
}
