import type { ProgramDisplay } from '@huddle/components';
import type { PublicProgram } from '../api/public-types.ts';

/** Picks from a public program what ProgramForm shows around the form (header, dates, footer). */
export function toProgramDisplay(program: PublicProgram): ProgramDisplay {
  return {
    eventName: program.eventName,
    programDisplayName: program.programDisplayName,
    startDate: program.startDate,
    endDate: program.endDate,
    applicationDueDate: program.applicationDueDate,
    eventDescription: program.eventDescription,
    footerMessage: program.footerMessage,
    headerGraphicPath: program.headerGraphicPath,
    hideEventDates: program.hideEventDates,
    social: program.social,
    contacts: program.contacts,
  };
}
