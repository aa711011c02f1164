import { describe, expect, it } from 'vitest';
import { formatProgramDate, formatShortDateTime, formatStatusDateTime, formatSubmittedOn } from './display-date.ts';

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

describe('dates in Spanish (issue 19: day before month, 24-hour clock)', () => {
  it('puts the day first', () => {
    expect(formatProgramDate('2026-03-05', 'es')).toBe('5/3/2026');
    expect(formatSubmittedOn('2026-03-05', 'es')).toBe('05/03/2026');
  });

  it('uses a 24-hour clock without AM/PM', () => {
    expect(formatStatusDateTime('2026-03-05T14:07:00', 'es')).toBe('05/03/2026 14:07');
    expect(formatShortDateTime('2026-03-05T14:07:00', 'es')).toBe('5/3/2026 14:07');
    expect(formatShortDateTime('2026-03-05T14:07:00', 'en')).toBe('3/5/2026 2:07 PM');
  });

  it('follows the active language when none is given', async () => {
    const { i18n } = await import('@lingui/core');
    const before = i18n.locale;
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      expect(formatSubmittedOn('2026-03-05')).toBe('05/03/2026');
    } finally {
      i18n.loadAndActivate({ locale: before || 'en', messages: {} });
    }
  });
});

describe('a spec §5 birth date as typed (MM/DD/YYYY)', () => {
  it('is shown in the language’s order', () => {
    expect(formatSubmittedOn('12/04/1988', 'en')).toBe('12/04/1988');
    expect(formatSubmittedOn('12/04/1988', 'es')).toBe('04/12/1988');
    expect(formatSubmittedOn('13/45/1988', 'es')).toBe('13/45/1988');
  });
});
