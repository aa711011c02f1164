/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ParticipantRow } from '../entities/participant-row.gen.ts';

/**
 * 200 body of POST /api/events/{eventId}/people/{personId}/status/{statusId} (2 approve, 3 reject, 11 Out of Business): the participant after the change; it replaces the one in the list (spec §4). 403 problem without participants.decide or outside the staff member's program families; 409 problem when the transition is not allowed.
 */
export interface StatusChangeResponse {
  participant: ParticipantRow;
}
