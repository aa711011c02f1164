import { describe, expect, it } from 'vitest';
import { programDateConflicts } from './program-date-conflicts.ts';

const dates = (eventYear: number, startDate: string | null, endDate: string | null = startDate) => ({
  eventYear,
  startDate,
  endDate,
  isLegendsDirectory: false,
});

describe('programDateConflicts (spec §5 league year, April 1 boundary)', () => {
  it('finds none when the start date falls in the selected league year', () => {
    expect(programDateConflicts(dates(2026, '2026-04-01', '2027-03-31'))).toEqual([]);
    expect(programDateConflicts(dates(2025, '2026-03-31'))).toEqual([]);
  });

  it('asks for the next league year when the program year is lower (April 1 starts the new year)', () => {
    expect(programDateConflicts(dates(2025, '2026-04-01'))).toEqual([{ kind: 'nextLeagueYear', leagueYear: 2026 }]);
  });

  it('names the selected league year when the program year is higher (a start before April 1 belongs to the year before)', () => {
    expect(programDateConflicts(dates(2026, '2026-03-31'))).toEqual([{ kind: 'otherLeagueYear', leagueYear: 2026 }]);
  });

  it('reports an end before the start first, then the year conflict', () => {
    expect(programDateConflicts(dates(2024, '2026-06-10', '2026-06-09'))).toEqual([
      { kind: 'endBeforeStart' },
      { kind: 'nextLeagueYear', leagueYear: 2026 },
    ]);
    expect(programDateConflicts(dates(2026, '2026-06-10', '2026-06-10'))).toEqual([]);
  });

  it('skips the legends directory program and programs without a start date', () => {
    expect(programDateConflicts({ ...dates(2020, '2026-06-10', '2026-06-01'), isLegendsDirectory: true })).toEqual([]);
    expect(programDateConflicts(dates(2020, null, '2026-06-01'))).toEqual([]);
    expect(programDateConflicts(dates(2020, '', ''))).toEqual([]);
  });
});
