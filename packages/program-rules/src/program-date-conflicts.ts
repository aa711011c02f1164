import { isBefore, isValid, parseISO } from 'date-fns';
import { leagueYearOf } from './league-year.ts';

/**
 * One date conflict the 'Program Year Conflict Notification' modal names
 * (spec §5 'Program form'); the modal words it:
 * - endBeforeStart: 'Invalid program end date. Program end date must be
 *   greater then or equal to program start date';
 * - nextLeagueYear: 'Program start and/or end date falls into next league
 *   year. Please update the program year to {leagueYear}-{leagueYear+1}.'
 *   (leagueYear = the league year of the start date);
 * - otherLeagueYear: 'Program start and/or end date does not fall into
 *   selected league year {leagueYear}-{leagueYear+1}.' (leagueYear = the
 *   selected eventYear).
 */
export type ProgramDateConflict =
  { kind: 'endBeforeStart' } | { kind: 'nextLeagueYear'; leagueYear: number } | { kind: 'otherLeagueYear'; leagueYear: number };

/** What the Save date rule reads. Dates are 'YYYY-MM-DD' or null; eventYear is the selected program year. */
export interface ProgramDates {
  eventYear: number;
  startDate: string | null;
  endDate: string | null;
  /** spec §5: the rule is skipped for the legends directory program. */
  isLegendsDirectory: boolean;
}

function dayOf(date: string | null): Date | null {
  if (date === null || date === '') return null;
  const day = parseISO(date);
  return isValid(day) ? day : null;
}

/**
 * The conflicts spec §5 asks to confirm on Save, in this order: the end date
 * before the start date; then the program year against the league year of
 * the start date (leagueYearOf): lower → nextLeagueYear naming the computed
 * year, higher → otherLeagueYear naming the selected year. None for the
 * legends directory program or without a valid start date. A confirmation,
 * never a refusal: Continue saves anyway, and the server saves what it is sent.
 */
export function programDateConflicts(dates: ProgramDates): ProgramDateConflict[] {
  const start = dayOf(dates.startDate);
  if (dates.isLegendsDirectory || start === null) return [];
  const conflicts: ProgramDateConflict[] = [];
  const end = dayOf(dates.endDate);
  if (end !== null && isBefore(end, start)) conflicts.push({ kind: 'endBeforeStart' });
  const leagueYear = leagueYearOf(start);
  if (dates.eventYear < leagueYear) conflicts.push({ kind: 'nextLeagueYear', leagueYear });
  else if (dates.eventYear > leagueYear) conflicts.push({ kind: 'otherLeagueYear', leagueYear: dates.eventYear });
  return conflicts;
}
