import { describe, expect, it } from 'vitest';
import { isProgramClosed } from './program-closing.ts';

describe('isProgramClosed (spec §4, §9)', () => {
  const open = { activeEvent: true, applicationDueDate: '2026-03-10' };

  it('is open through the end of the day after the due date', () => {
    expect(isProgramClosed(open, new Date('2026-03-10T12:00:00Z'))).toBe(false);
    expect(isProgramClosed(open, new Date('2026-03-11T23:59:59.999Z'))).toBe(false);
    expect(isProgramClosed(open, new Date('2026-03-12T00:00:00.000Z'))).toBe(true);
  });

  it('is closed whenever the program is inactive', () => {
    expect(isProgramClosed({ ...open, activeEvent: false }, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isProgramClosed({ activeEvent: false, applicationDueDate: null }, new Date())).toBe(true);
  });

  it('stays open without a due date', () => {
    expect(isProgramClosed({ activeEvent: true, applicationDueDate: null }, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
