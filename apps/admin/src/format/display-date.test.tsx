import { describe, expect, it } from 'vitest';
import { formatProgramDate, formatStatusDateTime, formatSubmittedOn } from './display-date.ts';

describe('formatProgramDate (program lists, m/d/yyyy)', () => {
  it('drops leading zeros', () => {
    expect(formatProgramDate('2026-03-05')).toBe('3/5/2026');
    expect(formatProgramDate('2026-11-21')).toBe('11/21/2026');
  });

  it('keeps the calendar day of a date-only value (no time zone shift)', () => {
    expect(formatProgramDate('2026-01-01')).toBe('1/1/2026');
  });

  it('shows nothing for a missing date and the raw text for a non-date', () => {
    expect(formatProgramDate(null)).toBe('');
    expect(formatProgramDate(undefined)).toBe('');
    expect(formatProgramDate('soon')).toBe('soon');
  });
});

describe('formatSubmittedOn (participants list, MM/DD/YYYY)', () => {
  it('zero-pads month and day', () => {
    expect(formatSubmittedOn('2026-03-05T14:07:00')).toBe('03/05/2026');
    expect(formatSubmittedOn('2026-03-05')).toBe('03/05/2026');
  });

  it('differs from the program date format for the same day', () => {
    expect(formatSubmittedOn('2026-03-05')).not.toBe(formatProgramDate('2026-03-05'));
  });
});

describe('formatStatusDateTime (log history, MM/DD/YYYY hh:mm A)', () => {
  it('uses a 12-hour clock with AM/PM', () => {
    expect(formatStatusDateTime('2026-03-05T14:07:00')).toBe('03/05/2026 02:07 PM');
    expect(formatStatusDateTime('2026-12-31T00:30:00')).toBe('12/31/2026 12:30 AM');
  });
});
