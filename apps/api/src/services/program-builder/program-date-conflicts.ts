import { getMonth, getYear, isBefore, parseISO } from 'date-fns';
import { leagueYearLabel, leagueYearOf } from '@huddle/schemas/reference';

/** spec §5: the end date comes before the start date. */
export const END_BEFORE_START_MESSAGE =
  'Invalid program end date. Program end date must be greater then or equal to program start date';

/** spec §5: every date conflict message ends asking to click Continue (save anyway) or Cancel. */
export const CONTINUE_OR_CANCEL_NOTE = 'Click Continue to save or Cancel.';

/** spec §5: the selected program year is lower than the league year of the start date. */
export function nextLeagueYearMessage(leagueYear: number): string {
  return `Program start and/or end date falls into next league year. Please update the program year to ${leagueYearLabel(leagueYear)}.`;
}

/** spec §5: the selected program year is higher than the league year of the start date. */
export function otherLeagueYearMessage(selectedYear: number): string {
  return `Program start and/or end date does not fall into selected league year ${leagueYearLabel(selectedYear)}.`;
}

/** What the Save date rule of the program settings form reads. Dates are 'YYYY-MM-DD' or null. */
export interface ProgramDates {
  eventYear: number;
  startDate: string | null;
  endDate: string | null;
  /** The legends directory program skips the rule (spec §5). */
  isLegendsDirectory: boolean;
}

/**
 * The date conflicts spec §5 asks the staff member to confirm on Save
 * (Program Year Conflict Notification: Continue saves anyway, Cancel
 * closes), in this order: the end date before the start date; the program
 * year (eventYear) lower than the league year of the start date ('falls into
 * next league year', naming the computed year) or higher ('does not fall into
 * selected league year', naming the selected year). The league year starts
 * April 1 (leagueYearOf). None for the legends directory program or without
 * a start date. Pure: the admin client shows these, the server never refuses
 * a save for them.
 */
export function programDateConflicts(dates: ProgramDates): string[] {
  if (dates.isLegendsDirectory || dates.startDate === null) return [];
  const messages: string[] = [];
  const start = parseISO(dates.startDate);
  if (dates.endDate !== null && isBefore(parseISO(dates.endDate), start)) messages.push(END_BEFORE_START_MESSAGE);
  const leagueYear = leagueYearOf(getYear(start), getMonth(start) + 1);
  if (dates.eventYear < leagueYear) messages.push(nextLeagueYearMessage(leagueYear));
  else if (dates.eventYear > leagueYear) messages.push(otherLeagueYearMessage(dates.eventYear));
  return messages;
}
