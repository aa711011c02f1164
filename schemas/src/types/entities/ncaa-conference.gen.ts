/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { CollegeDivision } from './college-division.gen.ts';

/**
 * An NCAA conference of a college division (spec §7 search-ncaa-conference-by-division), the choices of conferenceCurrentlyCoachingIn in the NCAA experience component.
 */
export interface NcaaConference {
  conferenceId: number;
  conferenceName: string;
  division: CollegeDivision;
}
