import { responseData } from '@huddle/api-client';
import type { FormVersionSummary } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

export type { FormVersionSummary };

/**
 * A program's form version history, newest first: when, who (staff email or
 * null), what changed, and which one the public form serves
 * (GET /api/admin/events/{eventId}/form-versions). Rejects with ApiError.
 * Saves that may make a new version invalidate this key.
 */
export const formVersionsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/admin/events/{eventId}/form-versions', { eventId }] as const,
    queryFn: async ({ signal }): Promise<FormVersionSummary[]> =>
      (await responseData(adminApi.GET('/api/admin/events/{eventId}/form-versions', { params: { path: { eventId } }, signal }))).versions,
  });
