/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A record of the player database (spec §3 Player database record), found by 'Player Db Search' and shown as 'Player Db information'. Fields it supplies to a form are disabled and considered valid (spec §4).
 */
export interface PlayerRecord {
  playerId: number;
  /**
   * The name the player is known by in football.
   */
  footballName: string;
  /**
   * E.g. QB, WR, LB.
   */
  positionAbbr: string;
  /**
   * Year the player entered the league.
   */
  entryYear: number;
  /**
   * null when not on a club.
   */
  currentClubFullName: string | null;
  /**
   * E.g. Active, Retired.
   */
  statusShortDescription: string;
  accruedSeasons: number;
  nflExperience: number;
  /**
   * Whole years at the time of the answer; null without a birth date.
   */
  age: number | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  college: string;
}
