/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/exports/{exportId}/download: the token of the emailed export link.
 */
export interface ExportDownloadQuery {
  /**
   * The link's token (32 random bytes, base64url); only its SHA-256 is stored.
   */
  token: string;
}
