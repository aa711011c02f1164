import { responseData } from '@huddle/api-client';
import type { CompiledForm } from '@huddle/form-engine';
import type { FormVersion, ParticipantDetailResponse, ParticipantRow, StatusLogEntry } from '@huddle/schemas';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

export type { ParticipantRow, StatusLogEntry };

/**
 * A participant with answers, the pinned form version (its compiled form typed),
 * the status log (newest first) and the decisions the page offers.
 */
export type ParticipantDetail = Omit<ParticipantDetailResponse, 'answers' | 'formVersion'> & {
  answers: Record<string, unknown>;
  formVersion: Omit<FormVersion, 'compiled'> & { compiled: CompiledForm };
};

/** One participant's detail (GET /api/events/{eventId}/people/{personId}). Rejects with ApiError (404 when unknown). */
export const participantDetailQuery = (eventId: number, personId: number) =>
  queryOptions({
    queryKey: ['/api/events/{eventId}/people/{personId}', { eventId, personId }] as const,
    // The schema types the compiled form as a plain object; it is the engine's CompiledForm.
    queryFn: async ({ signal }) =>
      (await responseData(
        adminApi.GET('/api/events/{eventId}/people/{personId}', { params: { path: { eventId, personId } }, signal }),
      )) as unknown as ParticipantDetail,
  });

/**
 * Marks every loaded participants list page and participant detail of a
 * program stale after a change (status, delete, edit, refund, player), so the
 * next load, e.g. router.invalidate(), asks the API again.
 */
export async function invalidateParticipants(queryClient: QueryClient, eventId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/events/{eventId}/people', { eventId }] }),
    queryClient.invalidateQueries({ queryKey: ['/api/events/{eventId}/people/{personId}', { eventId }] }),
  ]);
}
