import { PROGRAM_YEAR_RANGE } from '@huddle/program-rules';
import { firstProgramYear, lastProgramYear, leagueYearLabel } from '@huddle/schemas/reference';

export { leagueYearLabel };

/** spec §9: program years start at 2019. */
export const firstLeagueYear = firstProgramYear;

/**
 * The league years a selector offers, newest first: from the later of 2026 and
 * `current` down to 2019 (spec §9 program years), e.g. 2026 → [2026, ..., 2019].
 */
export function leagueYearOptions(current: number): number[] {
  const newest = Math.max(current, lastProgramYear);
  return Array.from({ length: newest - firstLeagueYear + 1 }, (_, index) => newest - index);
}

/**
 * The `eventYear` query parameter of the analytics page: a whole year within
 * 2019..2100, else undefined (the current league year is then used).
 */
export function leagueYearSearch(search: Record<string, unknown>): { eventYear?: number } {
  const year = Number(search.eventYear);
  return Number.isInteger(year) && year >= firstLeagueYear && year <= PROGRAM_YEAR_RANGE.max ? { eventYear: year } : {};
}
