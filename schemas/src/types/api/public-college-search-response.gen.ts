/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/events/{eventId}/search-colleges/{pattern} (college suggestions of the public form, spec §4): at most 20 college names of the player database containing the pattern (case-insensitive), by name. The form accepts other names too.
 */
export interface PublicCollegeSearchResponse {
  /**
   * @maxItems 20
   */
  colleges: string[];
}
