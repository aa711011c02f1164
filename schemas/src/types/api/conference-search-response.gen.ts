/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { NcaaConference } from '../entities/ncaa-conference.gen.ts';

/**
 * 200 body of GET /api/people/search-ncaa-conference-by-division/{division} (spec §7): the NCAA conferences of that college division, by name.
 */
export interface ConferenceSearchResponse {
  conferences: NcaaConference[];
}
