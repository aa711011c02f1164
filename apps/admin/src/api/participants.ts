import type { CompiledForm } from '@huddle/form-engine';
import type {
  FormVersion,
  ParticipantDetailResponse,
  ParticipantRow,
  ParticipantsListResponse,
  StatusChangeResponse,
  StatusLogEntry,
} from '@huddle/schemas';
import { requestJson } from './request-json.ts';

export type { ParticipantRow, StatusLogEntry };

/** One page of a program's participants (spec §2 participants list; 1-based page). */
export type ParticipantsPage = ParticipantsListResponse;

/**
 * A participant with answers, the pinned form version (its compiled form typed),
 * the status log (newest first) and the decisions the page offers.
 */
export type ParticipantDetail = Omit<ParticipantDetailResponse, 'answers' | 'formVersion'> & {
  answers: Record<string, unknown>;
  formVersion: Omit<FormVersion, 'compiled'> & { compiled: CompiledForm };
};

/**
 * Loads one page of participants, newest application first (spec §2 default sort).
 * Throws ApiError.
 */
export function fetchParticipants(eventId: number, page: number): Promise<ParticipantsPage> {
  const query = new URLSearchParams({ page: String(page), sort: 'applicationDate', desc: 'true' });
  return requestJson<ParticipantsPage>(`/api/events/${eventId}/people?${query.toString()}`);
}

/** Loads one participant's detail. Throws ApiError (404 when unknown). */
export function fetchParticipantDetail(eventId: number, personId: number): Promise<ParticipantDetail> {
  return requestJson<ParticipantDetail>(`/api/events/${eventId}/people/${personId}`);
}

/** spec §4 decisions a reviewer takes: approve sets status 2, deny sets status 3 (Rejected). */
export type Decision = 'approve' | 'deny';

/** The status code each decision sets. */
export const decisionStatus: Record<Decision, number> = { approve: 2, deny: 3 };

/**
 * Approves or denies a participant; returns the updated row.
 * Throws ApiError: 403 without 'participants.decide', 409 when the transition is not allowed.
 */
export async function decideParticipant(eventId: number, personId: number, decision: Decision): Promise<ParticipantRow> {
  const body = await requestJson<StatusChangeResponse>(
    `/api/events/${eventId}/people/${personId}/status/${decisionStatus[decision]}`,
    { method: 'POST' },
  );
  return body.participant;
}
