import { getMonth, getYear } from 'date-fns';

/** spec §5/§9: the league year starts on April 1 (month 4). */
export const LEAGUE_YEAR_START_MONTH = 4;

/** spec §5 'eventYear digits': a program year is 4 digits; the API takes 2000 to 2100. */
export const PROGRAM_YEAR_RANGE = { min: 2000, max: 2100 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-\d{2}$/;

function yearAndMonthOf(day: Date | string): [year: number, month: number] {
  if (day instanceof Date) return [getYear(day), getMonth(day) + 1];
  const match = ISO_DATE.exec(day);
  if (!match) throw new RangeError(`Expected a 'YYYY-MM-DD' date, got '${day}'`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * The league year a day belongs to, named by its start year (spec §5/§9:
 * 'start year, minus one if start before April 1'). `day` is a Date (its
 * local calendar day) or a 'YYYY-MM-DD' date: 2026-03-31 → 2025,
 * 2026-04-01 → 2026, 2027-03-31 → 2026.
 *
 * @throws RangeError for a string that is not 'YYYY-MM-DD'
 */
export function leagueYearOf(day: Date | string): number {
  const [year, month] = yearAndMonthOf(day);
  return month < LEAGUE_YEAR_START_MONTH ? year - 1 : year;
}

/** spec §5 'eventYear digits': true for a whole program year of 4 digits within PROGRAM_YEAR_RANGE. */
export function isProgramYear(year: number): boolean {
  return Number.isInteger(year) && year >= PROGRAM_YEAR_RANGE.min && year <= PROGRAM_YEAR_RANGE.max;
}
