import { responseData } from '@huddle/api-client';
import type { AdminSearchParticipant, AdminSearchResponse } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

export type { AdminSearchParticipant };

/** The navbar search results: up to 25 programs and 25 participants of the user's program families. */
export type SearchResults = AdminSearchResponse;

/**
 * Programs (by name) and participants (name, email, company) matching a
 * keyword (API: GET /api/admin/search?q=). Rejects with ApiError (403 without 'participants.view').
 */
export const searchResultsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['/api/admin/search', { q: keyword }] as const,
    queryFn: ({ signal }): Promise<SearchResults> =>
      responseData(adminApi.GET('/api/admin/search', { params: { query: { q: keyword } }, signal })),
  });
