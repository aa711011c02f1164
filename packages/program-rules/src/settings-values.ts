import type { AdminProgram, ProgramSettings } from '@huddle/schemas';

/**
 * Every value the settings form edits and PUT /api/admin/events/{eventId}
 * saves: the program's identity columns (spec §3 eventName,
 * programDisplayName, eventYear, activeEvent, dates 'YYYY-MM-DD' or null) and
 * its settings document (ProgramSettings).
 */
export type ProgramSettingsValues = ProgramSettings &
  Pick<AdminProgram, 'eventName' | 'programDisplayName' | 'eventYear' | 'activeEvent' | 'startDate' | 'endDate' | 'applicationDueDate'>;
