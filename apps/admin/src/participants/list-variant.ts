import type { ProgramFamily } from '@huddle/schemas';

/**
 * What a participants list offers for a program family (spec §2 participants
 * list): Legends (legends-directory) filter by From/To dates, country and US
 * state; resume programs by club ('Team Filter') and offer 'Resume Download';
 * football ops filter by football areas; every family but Legends filters by
 * 'League Fiscal Year'; 'Select Columns' is offered except for Legends and
 * football ops.
 */
export interface ParticipantsListVariant {
  family: ProgramFamily;
  yearFilter: boolean;
  dateFilter: boolean;
  countryFilter: boolean;
  teamFilter: boolean;
  footballAreasFilter: boolean;
  columnPicker: boolean;
  resumeDownload: boolean;
}

/** The list variant of a program family (see ParticipantsListVariant). */
export function participantsListVariant(family: ProgramFamily): ParticipantsListVariant {
  const legends = family === 'legends-directory';
  const footballOps = family === 'football-ops';
  const resume = family === 'resume';
  return {
    family,
    yearFilter: !legends,
    dateFilter: legends,
    countryFilter: legends,
    teamFilter: resume,
    footballAreasFilter: footballOps,
    columnPicker: !legends && !footballOps,
    resumeDownload: resume,
  };
}
