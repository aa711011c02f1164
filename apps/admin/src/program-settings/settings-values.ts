import type { AdminProgram } from '@huddle/schemas';

/**
 * The values the program settings form edits: the program as GET
 * /api/admin/events/{eventId} answers it. The spec §4/§5 rules on them are
 * those of @huddle/program-rules (applySettingsEdit, settingsFormErrors).
 */
export type SettingsValues = AdminProgram;
