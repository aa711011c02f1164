import { describe, expect, it } from 'vitest';
import { leagueYearLabel, leagueYearOptions, leagueYearSearch } from './league-year.ts';

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
