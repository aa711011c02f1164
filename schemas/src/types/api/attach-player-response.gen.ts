/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ParticipantRow } from '../entities/participant-row.gen.ts';

/**
 * 200 body of POST /api/events/{eventId}/registrations/{registrationId}/player/{playerId} ('Select Player' in 'Player Db Search'): the participant with the player database record attached (playerId set).
 */
export interface AttachPlayerResponse {
  participant: ParticipantRow;
}
