/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * An NFL club (spec §3 Team; 32 clubs, grouped AFC/NFC by PreferredTeams).
 */
export interface Team {
  /**
   * Stable key, e.g. 'arizona-cardinals'.
   */
  clubKey: string;
  /**
   * League abbreviation, e.g. ARI.
   */
  clubCode: string;
  /**
   * Location name, e.g. Arizona, New York, Los Angeles.
   */
  clubCity: string;
  /**
   * Full club name, e.g. Arizona Cardinals.
   */
  clubName: string;
  conference: 'AFC' | 'NFC';
  division: 'East' | 'North' | 'South' | 'West';
}
