import { describe, expect, it } from 'vitest';
import { isProgramYear, leagueYearOf } from './league-year.ts';

describe('leagueYearOf (spec §5/§9: the league year starts April 1 and is named by its start year)', () => {
  it('puts the days before April 1 in the previous league year, local calendar days of a Date', () => {
    expect(leagueYearOf(new Date(2026, 0, 1))).toBe(2025);
    expect(leagueYearOf(new Date(2026, 2, 31, 23, 59, 59))).toBe(2025);
    expect(leagueYearOf(new Date(2026, 3, 1, 0, 0, 0))).toBe(2026);
    expect(leagueYearOf(new Date(2026, 11, 31))).toBe(2026);
  });

  it("reads 'YYYY-MM-DD' dates and refuses anything else", () => {
    expect(leagueYearOf('2026-04-01')).toBe(2026);
    expect(leagueYearOf('2027-03-31')).toBe(2026);
    expect(leagueYearOf('2026-03-31')).toBe(2025);
    expect(() => leagueYearOf('11/21/2026')).toThrow(RangeError);
  });
});

describe('isProgramYear (spec §5 eventYear digits)', () => {
  it('takes whole years from 2000 to 2100', () => {
    expect([2000, 2026, 2100].map(isProgramYear)).toEqual([true, true, true]);
    expect([1999, 2101, 2026.5, Number.NaN].map(isProgramYear)).toEqual([false, false, false, false]);
  });
});
