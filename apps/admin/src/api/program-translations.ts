import { responseData } from '@huddle/api-client';
import type { ProgramTranslationsResponse, ProgramTranslationsUpdateRequest } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/**
 * A program's applicant-facing texts in English and Spanish with the
 * completeness counts (GET /api/admin/events/{eventId}/translations/es).
 * Rejects with ApiError (403 outside the caller's program families, 404 unknown).
 */
export const programTranslationsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/admin/events/{eventId}/translations/{language}', { eventId, language: 'es' }] as const,
    queryFn: ({ signal }): Promise<ProgramTranslationsResponse> =>
      responseData(
        adminApi.GET('/api/admin/events/{eventId}/translations/{language}', { params: { path: { eventId, language: 'es' } }, signal }),
      ),
  });

/**
 * Saves Spanish texts (PUT .../translations/es): texts left out keep theirs,
 * an empty text removes one. Returns every text as saved (rich text
 * sanitized). Throws ApiError: 422 naming texts[i] that are not the program's.
 */
export function saveProgramTranslations(eventId: number, body: ProgramTranslationsUpdateRequest): Promise<ProgramTranslationsResponse> {
  return responseData(
    adminApi.PUT('/api/admin/events/{eventId}/translations/{language}', { params: { path: { eventId, language: 'es' } }, body }),
  );
}
