/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { CollegeDivision } from './college-division.gen.ts';

/**
 * A college of the player database, suggested by the college search (spec §7 search-colleges-in-player-db).
 */
export interface College {
  collegeId: number;
  collegeName: string;
  division: CollegeDivision;
  conference: string;
}
