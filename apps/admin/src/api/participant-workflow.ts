import { responseData } from '@huddle/api-client';
import type { ParticipantRow } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';

/**
 * Status codes a reviewer sets (spec §4): 2 Approved, 3 Rejected (acceptance
 * programs, from Pending or Submitted), 11 Out of Business (approved Legends
 * directory registrations).
 */
export type ReviewStatusCode = 2 | 3 | 11;

/**
 * Sets a participant's status (POST /api/events/{eventId}/people/{personId}/status/{statusId})
 * and returns the updated row. Throws ApiError: 403 without 'participants.decide',
 * 409 when spec §4 does not allow the transition.
 */
export async function setParticipantStatus(eventId: number, personId: number, statusId: ReviewStatusCode): Promise<ParticipantRow> {
  const call = adminApi.POST('/api/events/{eventId}/people/{personId}/status/{statusId}', {
    params: { path: { eventId, personId, statusId } },
  });
  return (await responseData(call)).participant;
}

/**
 * Removes a participant's submission (DELETE /api/events/{eventId}/people/{personId} → 204).
 * Throws ApiError: 403 without 'participants.delete', 404 when already gone.
 */
export async function deleteParticipant(eventId: number, personId: number): Promise<void> {
  await adminApi.DELETE('/api/events/{eventId}/people/{personId}', { params: { path: { eventId, personId } } });
}

/**
 * Sends the approval email again (POST /api/events/{eventId}/participants/{personId}/resend-confirmation → 202).
 * Throws ApiError: 409 unless the registration is Approved in a program requiring acceptance.
 */
export async function resendApprovalEmail(eventId: number, personId: number): Promise<void> {
  await adminApi.POST('/api/events/{eventId}/participants/{personId}/resend-confirmation', { params: { path: { eventId, personId } } });
}
