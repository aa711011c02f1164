import type { FormVersionSummary, FormVersionsResponse } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

export type { FormVersionSummary };

/**
 * A program's form version history, newest first: when, who (staff email or
 * null), what changed, and which one the public form serves
 * (GET /api/admin/events/{eventId}/form-versions). Throws ApiError.
 */
export async function fetchFormVersions(eventId: number, signal?: AbortSignal): Promise<FormVersionSummary[]> {
  const body = await requestJson<FormVersionsResponse>(`/api/admin/events/${eventId}/form-versions`, { signal });
  return body.versions;
}
