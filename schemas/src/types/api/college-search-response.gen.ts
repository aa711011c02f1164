/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { College } from '../entities/college.gen.ts';

/**
 * 200 body of GET /api/people/search-colleges-in-player-db/{pattern} (spec §7): at most 20 colleges of the player database whose name contains the pattern (case-insensitive), by name.
 */
export interface CollegeSearchResponse {
  /**
   * @maxItems 20
   */
  colleges: College[];
}
