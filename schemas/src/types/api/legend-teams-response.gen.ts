/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { TeamPlayedFor } from '../entities/legend-application.gen.ts';

/**
 * 200 body of GET /api/legends/{legendId}/teams: the seasons the Legend played and for which club, from the player database record attached (empty without one: 'No Teams Specified'), oldest first.
 */
export interface LegendTeamsResponse {
  teams: TeamPlayedFor[];
}
