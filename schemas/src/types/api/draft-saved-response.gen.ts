/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Answer of POST /api/events/{eventId}/drafts (201) and PUT /api/drafts/{token} (200): the saved draft's resume token (the page that saved it keeps it, so its submission closes the draft) and when the link expires.
 */
export interface DraftSavedResponse {
  /**
   * Resume token: 32 random bytes, base64url (only its sha-256 is stored).
   */
  token: string;
  /**
   * 30 days after this save.
   */
  expiresAt: string;
}
