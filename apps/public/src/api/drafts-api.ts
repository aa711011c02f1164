import { responseData } from '@huddle/api-client';
import type { DraftResponse, DraftSavedResponse } from '@huddle/schemas';
import { publicApi } from './public-api.ts';

/** A saved draft as the resume link loads it (GET /api/drafts/{token}). */
export type ServerDraft = DraftResponse;

/** Where a draft was saved: its token and expiry. */
export type SavedDraft = DraftSavedResponse;

/**
 * Save and finish later: POST /api/events/{eventId}/drafts stores the answers
 * and emails the resume link to `email`. Rejects with ApiError (422 naming
 * email, 409 closed, 429 too many) or NetworkError.
 */
export function createServerDraft(
  eventId: number,
  body: { formVersionId: number; answers: Record<string, unknown>; email: string; programPath: string },
): Promise<SavedDraft> {
  return responseData(publicApi.POST('/api/events/{eventId}/drafts', { params: { path: { eventId } }, body }));
}

/** Saves a draft again under its token (PUT /api/drafts/{token}; no new email). Rejects with ApiError (410 gone, 409 closed). */
export function updateServerDraft(token: string, body: { formVersionId: number; answers: Record<string, unknown> }): Promise<SavedDraft> {
  return responseData(publicApi.PUT('/api/drafts/{token}', { params: { path: { token } }, body }));
}

/** The draft a resume link names (GET /api/drafts/{token}). Rejects with ApiError (404 unknown, 410 expired or submitted, 409 closed). */
export function loadServerDraft(token: string): Promise<ServerDraft> {
  return responseData(publicApi.GET('/api/drafts/{token}', { params: { path: { token } } }));
}

/** Counts a funnel step of the program's form (POST /api/events/{eventId}/funnel); failures are ignored (a count, not a feature). */
export function sendFunnelStep(eventId: number, step: 'opened' | 'started'): void {
  void publicApi.POST('/api/events/{eventId}/funnel', { params: { path: { eventId } }, body: { step } }).catch(() => undefined);
}
