import type { AdminSearchParticipant, AdminSearchResponse } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

export type { AdminSearchParticipant };

/** The navbar search results: up to 25 programs and 25 participants of the user's program families. */
export type SearchResults = AdminSearchResponse;

/**
 * Searches programs (by name) and participants (name, email, company) for a
 * keyword (API: GET /api/admin/search?q=). Throws ApiError (403 without 'participants.view').
 */
export function fetchSearchResults(keyword: string, signal?: AbortSignal): Promise<SearchResults> {
  const query = new URLSearchParams({ q: keyword });
  return requestJson<SearchResults>(`/api/admin/search?${query.toString()}`, { signal });
}
