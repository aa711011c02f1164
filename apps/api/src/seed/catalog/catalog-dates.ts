import { leagueYearOf } from '@huddle/program-rules';

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

/** The catalog's league year: the one containing catalogReferenceDate (2026, labelled 2026-2027). */
export const catalogLeagueYear = leagueYearOf(catalogReferenceDate);
