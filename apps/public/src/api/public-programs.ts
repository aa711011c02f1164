import type { PublicProgram } from './public-types.ts';
import { requestJson } from './request-json.ts';

/** Loads a program with its current form version. Throws ApiError (404 unknown program). */
export function getPublicProgram(eventId: number, signal?: AbortSignal): Promise<PublicProgram> {
  return requestJson<PublicProgram>(`/api/events/${eventId}`, { signal });
}
