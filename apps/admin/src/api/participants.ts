import type { CompiledForm } from '@huddle/form-engine';
import type { FormVersion, ParticipantDetailResponse, ParticipantRow, StatusLogEntry } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

export type { ParticipantRow, StatusLogEntry };

/**
 * A participant with answers, the pinned form version (its compiled form typed),
 * the status log (newest first) and the decisions the page offers.
 */
export type ParticipantDetail = Omit<ParticipantDetailResponse, 'answers' | 'formVersion'> & {
  answers: Record<string, unknown>;
  formVersion: Omit<FormVersion, 'compiled'> & { compiled: CompiledForm };
};

/** Loads one participant's detail. Throws ApiError (404 when unknown). */
export function fetchParticipantDetail(eventId: number, personId: number): Promise<ParticipantDetail> {
  return requestJson<ParticipantDetail>(`/api/events/${eventId}/people/${personId}`);
}
