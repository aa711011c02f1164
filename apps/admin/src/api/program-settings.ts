import { responseData } from '@huddle/api-client';
import type { AdminProgramResponse, ProgramSettingsUpdateRequest, TestEmailRequest, TestEmailResponse } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/**
 * A program's settings and the fields the caller may change
 * (GET /api/admin/events/{eventId}, spec §7 'details'). The legal disclaimer
 * fields come only for the roles that may see them (spec §6).
 * Rejects with ApiError (403 outside the caller's program families, 404 unknown).
 */
export const programSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/admin/events/{eventId}', { eventId }] as const,
    queryFn: ({ signal }): Promise<AdminProgramResponse> =>
      responseData(adminApi.GET('/api/admin/events/{eventId}', { params: { path: { eventId } }, signal })),
  });

/**
 * Saves program settings (PUT /api/admin/events/{eventId}, spec §7 'save
 * details'); fields left out keep their value. Returns the settings as saved
 * (rich text sanitized, spec §4 rules applied). Throws ApiError: 422 with
 * invalid_params naming each refused field, 403 for fields the caller may
 * not change; nothing is saved then.
 */
export function saveProgramSettings(eventId: number, body: ProgramSettingsUpdateRequest): Promise<AdminProgramResponse> {
  // openapi-fetch's body typing (Writable) reads a property typed only `null` (headerGraphicPath) as
  // read-only and forbids it; the body goes as it is, headerGraphicPath: null included.
  const sent = body as Omit<ProgramSettingsUpdateRequest, 'headerGraphicPath'>;
  return responseData(adminApi.PUT('/api/admin/events/{eventId}', { params: { path: { eventId } }, body: sent }));
}

/**
 * Queues a test of one program email, with its saved text, to an address
 * (POST /api/admin/events/{eventId}/send-test-email, spec §5 'Send Test
 * Message'); the outbox sends it. Throws ApiError (422 for a malformed address).
 */
export function sendProgramTestEmail(eventId: number, body: TestEmailRequest): Promise<TestEmailResponse> {
  return responseData(adminApi.POST('/api/admin/events/{eventId}/send-test-email', { params: { path: { eventId } }, body }));
}
