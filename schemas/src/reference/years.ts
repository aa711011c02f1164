/** A program (league) year choice: start year and its label. */
export interface ProgramYear {
  value: number;
  label: string;
}

/** First and last program year of the year lists (spec §9). */
export const firstProgramYear = 2019;
export const lastProgramYear = 2026;

/**
 * Label of a league year by its start year (spec §5/§9): 2026 → '2026-2027'.
 * Which league year a day falls in is a program rule: leagueYearOf of @huddle/program-rules.
 */
export function leagueYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}

/**
 * Program years 2019 to 2026, labelled like '2026-2027' (spec §9), ascending.
 * The list filter adds its own SELECT and all entries.
 */
export const programYears: readonly ProgramYear[] = Array.from({ length: lastProgramYear - firstProgramYear + 1 }, (_, i) => ({
  value: firstProgramYear + i,
  label: leagueYearLabel(firstProgramYear + i),
}));

/** Earliest year of the last-played lists (spec §9). */
export const earliestLastPlayedYear = 1950;

/**
 * Last-played years from the reference year back to 1950, newest first
 * (spec §9). The reference year is the program's eventYear. Empty when the
 * reference year is before 1950.
 */
export function lastPlayedYears(referenceYear: number): number[] {
  return descendingYears(referenceYear, Math.max(0, referenceYear - earliestLastPlayedYear + 1));
}

/** lastYearPlayed choices: the 50 years ending with the reference year, newest first (spec §9). */
export function lastYearPlayedOptions(referenceYear: number): number[] {
  return descendingYears(referenceYear, 50);
}

/** numYearsPlayedInNFL choices 1 to 20 (spec §9). */
export const numYearsPlayedInNflOptions: readonly number[] = Array.from({ length: 20 }, (_, i) => i + 1);

function descendingYears(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from - i);
}
