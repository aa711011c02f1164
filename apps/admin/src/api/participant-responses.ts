import { responseData } from '@huddle/api-client';
import type { EditResponseRequest, ParticipantRow } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';

/** Body of a staff edit of a participant's answers: the form version they are validated against and the answers. */
export type ParticipantResponsesUpdate = EditResponseRequest & { answers: Record<string, unknown> };

/**
 * Saves a participant's edited answers (PUT /api/events/{eventId}/responses/{personId})
 * and returns the updated row (status unchanged). Throws ApiError: 422 'Invalid
 * answers' with invalid_params (nothing stored), 403 without 'participants.edit',
 * 404 unknown participant.
 */
export async function saveParticipantResponses(
  eventId: number,
  personId: number,
  update: ParticipantResponsesUpdate,
): Promise<ParticipantRow> {
  const call = adminApi.PUT('/api/events/{eventId}/responses/{personId}', { params: { path: { eventId, personId } }, body: update });
  return (await responseData(call)).participant;
}
