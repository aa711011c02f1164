import type { ProgramDisplay } from '@huddle/components';

/**
 * The display facts used when a program's public facts cannot be loaded: the
 * read-only answers need only the Body, so empty display fields are enough.
 */
export function fallbackProgramDisplay(eventName: string): ProgramDisplay {
  return {
    eventName,
    programDisplayName: null,
    startDate: null,
    endDate: null,
    applicationDueDate: null,
    eventDescription: null,
    footerMessage: null,
    headerGraphicPath: null,
    hideEventDates: false,
    social: { facebook: null, instagram: null, twitter: null },
    contacts: [],
  };
}
