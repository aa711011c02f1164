import type { ProgramSettings } from '@huddle/schemas';

/**
 * Every value the settings form edits and PUT /api/admin/events/{eventId}
 * saves: the program's identity columns (spec §3 eventName,
 * programDisplayName, eventYear, activeEvent, dates 'YYYY-MM-DD' or null) and
 * its settings document (ProgramSettings).
 */
export interface ProgramSettingsValues extends ProgramSettings {
  eventName: string;
  programDisplayName: string;
  eventYear: number;
  activeEvent: boolean;
  startDate: string | null;
  endDate: string | null;
  applicationDueDate: string | null;
}
