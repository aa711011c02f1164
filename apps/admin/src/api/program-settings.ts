import type { AdminProgramResponse, ProgramSettingsUpdateRequest, TestEmailRequest, TestEmailResponse } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

/**
 * A program's settings and the fields the caller may change
 * (GET /api/admin/events/{eventId}, spec §7 'details'). The legal disclaimer
 * fields come only for the roles that may see them (spec §6).
 * Throws ApiError (403 outside the caller's program families, 404 unknown).
 */
export function fetchProgramSettings(eventId: number, signal?: AbortSignal): Promise<AdminProgramResponse> {
  return requestJson<AdminProgramResponse>(`/api/admin/events/${eventId}`, { signal });
}

/**
 * Saves program settings (PUT /api/admin/events/{eventId}, spec §7 'save
 * details'); fields left out keep their value. Returns the settings as saved
 * (rich text sanitized, spec §4 rules applied). Throws ApiError: 422 with
 * invalid_params naming each refused field, 403 for fields the caller may
 * not change; nothing is saved then.
 */
export function saveProgramSettings(eventId: number, body: ProgramSettingsUpdateRequest): Promise<AdminProgramResponse> {
  return requestJson<AdminProgramResponse>(`/api/admin/events/${eventId}`, { method: 'PUT', body });
}

/**
 * Queues a test of one program email, with its saved text, to an address
 * (POST /api/admin/events/{eventId}/send-test-email, spec §5 'Send Test
 * Message'); the outbox sends it. Throws ApiError (422 for a malformed address).
 */
export function sendProgramTestEmail(eventId: number, body: TestEmailRequest): Promise<TestEmailResponse> {
  return requestJson<TestEmailResponse>(`/api/admin/events/${eventId}/send-test-email`, { method: 'POST', body });
}
