/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { PlayerRecord } from '../entities/player-record.gen.ts';

/**
 * 200 body of GET /api/people/search-player-db/{pattern} ('Player Db Search', spec §2 participant detail): at most 20 player database records whose name contains the pattern (case-insensitive), by last then first name.
 */
export interface PlayerSearchResponse {
  /**
   * @maxItems 20
   */
  players: PlayerRecord[];
}
