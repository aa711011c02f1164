import { describe, expect, it } from 'vitest';
import { formatProgramDate, formatProgramDates } from './program-dates.ts';

describe("formatProgramDate ('MMMM D, YYYY', spec §9)", () => {
  it('reads the calendar date as given, without a time zone shift', () => {
    expect(formatProgramDate('2026-06-01')).toBe('June 1, 2026');
    expect(formatProgramDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatProgramDate('2026-01-01T23:30:00-08:00')).toBe('January 1, 2026');
  });

  it('gives null for missing or unreadable dates', () => {
    expect(formatProgramDate(null)).toBeNull();
    expect(formatProgramDate('')).toBeNull();
    expect(formatProgramDate('06/01/2026')).toBeNull();
    expect(formatProgramDate('2026-02-30')).toBeNull();
  });
});

describe('formatProgramDates', () => {
  it('joins start and end, or shows the one known date', () => {
    expect(formatProgramDates('2026-06-01', '2026-06-04')).toBe('June 1, 2026 - June 4, 2026');
    expect(formatProgramDates('2026-06-01', '2026-06-01')).toBe('June 1, 2026');
    expect(formatProgramDates('2026-06-01', null)).toBe('June 1, 2026');
    expect(formatProgramDates(null, '2026-06-04')).toBe('June 4, 2026');
    expect(formatProgramDates(null, null)).toBeNull();
  });
});

describe('program dates in Spanish (Intl, the active language)', () => {
  it('writes day, month and year in Spanish', () => {
    expect(formatProgramDate('2026-06-01', 'es')).toBe('1 de junio de 2026');
    expect(formatProgramDates('2026-06-01', '2026-06-04', 'es')).toBe('1 de junio de 2026 - 4 de junio de 2026');
  });
});
