/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { Legend } from '../entities/legend.gen.ts';
import type { PlayerRecord } from '../entities/player-record.gen.ts';

/**
 * 200 body of GET/PUT /api/legends/{legendId} (201 of POST /api/legends, 200 of attaching a player): the Legend and the attached player database record (null when none).
 */
export interface LegendResponse {
  legend: Legend;
  player: PlayerRecord | null;
}
