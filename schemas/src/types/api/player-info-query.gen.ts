/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/events/{eventId}/player-info (spec §2 'A query string containing p preloads player database info'; spec §7 player-info and is-player-enrolled, query p).
 */
export interface PlayerInfoQuery {
  /**
   * Player database id (playerId) from the program link.
   */
  p: number;
}
