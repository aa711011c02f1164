/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/events/{eventId}/search-player-db/{pattern} (the PlayerDbInfo player search of the public form, spec §2, §5 'player search suggests after more than 1 character'): at most 20 player database records whose name contains the pattern (case-insensitive), by last then first name. Only what tells players apart: no birth date, age, club or status.
 */
export interface PublicPlayerSearchResponse {
  /**
   * @maxItems 20
   */
  players: {
    playerId: number;
    firstName: string;
    lastName: string;
    college: string;
    /**
     * Year the player entered the league.
     */
    entryYear: number;
    /**
     * E.g. QB, WR, LB.
     */
    positionAbbr: string;
  }[];
}
