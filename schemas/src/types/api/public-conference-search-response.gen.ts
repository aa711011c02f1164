/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/events/{eventId}/ncaa-conferences/{division} (conference choices of the public form, spec §7 search-ncaa-conference-by-division): the NCAA conference names of the college division, by name.
 */
export interface PublicConferenceSearchResponse {
  conferences: string[];
}
