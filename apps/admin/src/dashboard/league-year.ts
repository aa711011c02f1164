import { getMonth, getYear } from 'date-fns';
import { firstProgramYear, lastProgramYear, leagueYearLabel, leagueYearOf as leagueYearOfMonth } from '@huddle/schemas/reference';

export { leagueYearLabel };

/** spec §9: program years start at 2019. */
export const firstLeagueYear = firstProgramYear;

/**
 * The league year a day belongs to, named by its start year (spec §9 boundary
 * April 1, local time): 2026-03-31 → 2025, 2026-04-01 → 2026.
 */
export function leagueYearOf(day: Date): number {
  return leagueYearOfMonth(getYear(day), getMonth(day) + 1);
}

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
  return Number.isInteger(year) && year >= firstLeagueYear && year <= 2100 ? { eventYear: year } : {};
}
