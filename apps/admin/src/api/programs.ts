import type { AdminEventsResponse, ProgramSummary, PublicProgram } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

/** One program of the staff lists (API contract: GET /api/admin/events). Dates 'YYYY-MM-DD' or null. */
export type AdminProgramSummary = ProgramSummary;

/**
 * Which list: 'picker' (spec §2 program picker: legends directory and football ops
 * submission hidden) or 'forms' (every program, for the form builder).
 */
export type ProgramListScope = 'picker' | 'forms';

/** Loads the programs of one list, sorted by name. Throws ApiError. */
export async function fetchPrograms(scope: ProgramListScope): Promise<AdminProgramSummary[]> {
  const body = await requestJson<AdminEventsResponse>(`/api/admin/events?scope=${scope}`);
  return body.events;
}

/**
 * Loads a program's public facts (API contract: GET /api/events/{eventId}); the
 * detail page reads its display fields. Throws ApiError (404 when unknown).
 */
export function fetchPublicProgram(eventId: number): Promise<PublicProgram> {
  return requestJson<PublicProgram>(`/api/events/${eventId}`);
}
