import { describe, expect, it } from 'vitest';
import { leagueYearLabel, leagueYearOf, leagueYearOptions, leagueYearSearch } from './league-year.ts';

describe('leagueYearOf (spec §9 league year boundary April 1)', () => {
  it('puts the days before April 1 in the previous league year', () => {
    expect(leagueYearOf(new Date(2026, 0, 1))).toBe(2025);
    expect(leagueYearOf(new Date(2026, 2, 31, 23, 59, 59))).toBe(2025);
  });

  it('starts the league year on April 1', () => {
    expect(leagueYearOf(new Date(2026, 3, 1, 0, 0, 0))).toBe(2026);
    expect(leagueYearOf(new Date(2026, 11, 31))).toBe(2026);
  });
});

describe('leagueYearOptions', () => {
  it('lists 2026 down to 2019 while the current league year is not later', () => {
    expect(leagueYearOptions(2025)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
  });

  it('starts at a later current league year', () => {
    expect(leagueYearOptions(2028).slice(0, 3)).toEqual([2028, 2027, 2026]);
    expect(leagueYearOptions(2028).at(-1)).toBe(2019);
  });
});

describe('leagueYearLabel and leagueYearSearch', () => {
  it("names a league year like '2026-2027'", () => {
    expect(leagueYearLabel(2026)).toBe('2026-2027');
  });

  it('reads a valid eventYear and drops anything else', () => {
    expect(leagueYearSearch({ eventYear: '2024' })).toEqual({ eventYear: 2024 });
    expect(leagueYearSearch({ eventYear: 2018 })).toEqual({});
    expect(leagueYearSearch({ eventYear: 'NP' })).toEqual({});
    expect(leagueYearSearch({})).toEqual({});
  });
});
