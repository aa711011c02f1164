/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ParticipantRow } from '../entities/participant-row.gen.ts';

/**
 * 200 body of PUT /api/events/{eventId}/responses/{personId}: the participant after the edit, with the list columns projected from the new answers. The status is unchanged.
 */
export interface EditResponseResponse {
  participant: ParticipantRow;
}
