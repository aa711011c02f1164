import { describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE, programDateConflicts } from './program-date-conflicts.ts';

const dates = (eventYear: number, startDate: string | null, endDate: string | null = startDate) => ({ eventYear, startDate, endDate, isLegendsDirectory: false });

describe('programDateConflicts (spec §5 date rule on Save)', () => {
  it('finds nothing when the program year is the league year of the start date (April 1 boundary)', () => {
    expect(programDateConflicts(dates(2026, '2026-04-01', '2026-04-03'))).toEqual([]);
    expect(programDateConflicts(dates(2025, '2026-03-31', '2026-04-02'))).toEqual([]);
    expect(programDateConflicts(dates(2026, '2027-03-31'))).toEqual([]);
  });

  it('asks to update the program year when it is lower than the league year of the start date', () => {
    expect(programDateConflicts(dates(2025, '2026-04-01'))).toEqual([
      'Program start and/or end date falls into next league year. Please update the program year to 2026-2027.',
    ]);
  });

  it('says the dates do not fall into the selected league year when it is higher', () => {
    expect(programDateConflicts(dates(2026, '2026-03-31'))).toEqual([
      'Program start and/or end date does not fall into selected league year 2026-2027.',
    ]);
  });

  it('refuses an end date before the start date, also with a league year conflict', () => {
    expect(programDateConflicts(dates(2026, '2026-06-10', '2026-06-09'))).toEqual([END_BEFORE_START_MESSAGE]);
    expect(programDateConflicts(dates(2027, '2026-06-10', '2026-06-09'))).toEqual([
      END_BEFORE_START_MESSAGE,
      'Program start and/or end date does not fall into selected league year 2027-2028.',
    ]);
    expect(programDateConflicts(dates(2026, '2026-06-10', '2026-06-10'))).toEqual([]);
  });

  it('skips the legends directory program and programs without a start date', () => {
    expect(programDateConflicts({ ...dates(2020, '2026-06-10', '2026-06-01'), isLegendsDirectory: true })).toEqual([]);
    expect(programDateConflicts(dates(2020, null, '2026-06-01'))).toEqual([]);
  });
});
