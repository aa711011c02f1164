import type { AdminProgram, AdminProgramResponse } from '@huddle/schemas';
import { settingsFields } from '@huddle/program-rules';
import { sampleSettings } from '@huddle/program-rules/test-support';

/**
 * A program as GET /api/admin/events/{eventId} answers it for an admin (every
 * field, legal disclaimer included): the fixture of the settings form tests.
 */
export function sampleAdminProgram(overrides: Partial<AdminProgram> = {}): AdminProgram {
  return { eventId: 41, family: 'nfl-programs', fixedRole: null, ...sampleSettings(), ...overrides };
}

/** The GET answer for an admin: the sample program and every field editable. */
export function sampleAdminProgramResponse(overrides: Partial<AdminProgram> = {}): AdminProgramResponse {
  return { program: sampleAdminProgram(overrides), editableFields: [...settingsFields] };
}
