import { describe, expect, it } from 'vitest';
import { statusLabel } from './status-label.ts';

describe('statusLabel', () => {
  it('upper-cases the status name (spec §4: shown upper-cased in lists)', () => {
    expect(statusLabel('Submitted')).toBe('SUBMITTED');
    expect(statusLabel('OutofBusiness')).toBe('OUTOFBUSINESS');
  });

  it("shows '---' for a missing status (spec §2 detail)", () => {
    expect(statusLabel(null)).toBe('---');
    expect(statusLabel(undefined)).toBe('---');
    expect(statusLabel('  ')).toBe('---');
  });
});
