import { leagueYearOf as leagueYearOfMonth } from '@huddle/schemas/reference';

/**
 * League-year facts the seed catalog is written against. Nothing here reads
 * the clock: the catalog is the same on every run.
 */

/** The day the catalog's dates are chosen around: open programs are due after it, closed ones before. */
export const catalogReferenceDate = '2026-11-21';

/** First day of the catalog's league year (spec §5: the league year starts April 1). */
export const catalogLeagueYearStart = '2026-04-01';

/** Last day of the catalog's league year. */
export const catalogLeagueYearEnd = '2027-03-31';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The league year (its start year) a calendar date falls in.
 * Spec §5: the league year starts April 1, so the start year is the date's
 * year, minus one when the date is before April 1.
 *
 * @param date 'YYYY-MM-DD'
 * @returns e.g. 2026 for '2026-04-01' and for '2027-03-31', 2025 for '2026-03-31'
 * @throws RangeError when date is not 'YYYY-MM-DD'
 */
export function leagueYearOf(date: string): number {
  const match = isoDate.exec(date);
  if (!match) throw new RangeError(`Expected a 'YYYY-MM-DD' date, got '${date}'`);
  return leagueYearOfMonth(Number(match[1]), Number(match[2]));
}

/** The catalog's league year: the one containing catalogReferenceDate (2026, labelled 2026-2027). */
export const catalogLeagueYear = leagueYearOf(catalogReferenceDate);
