import { describe, expect, it } from 'vitest';
import { canDecide, initialStatus, statusOf } from './registration-status.ts';

describe('registration statuses (spec §4)', () => {
  it('names every code and refuses unknown ones', () => {
    expect(statusOf(8)).toEqual({ code: 8, name: 'Submitted' });
    expect(statusOf(11)).toEqual({ code: 11, name: 'OutofBusiness' });
    expect(() => statusOf(9)).toThrow(RangeError);
  });

  it('starts Submitted with acceptance, Unpaid with a fee only, Submitted otherwise', () => {
    expect(initialStatus({ applicationsRequiresAccept: true, requireProgramFee: true })).toBe(8);
    expect(initialStatus({ applicationsRequiresAccept: false, requireProgramFee: true })).toBe(7);
    expect(initialStatus({ applicationsRequiresAccept: false, requireProgramFee: false })).toBe(8);
  });

  it('allows approve/reject only with acceptance and from Pending or Submitted', () => {
    expect(canDecide(true, 1)).toBe(true);
    expect(canDecide(true, 8)).toBe(true);
    for (const status of [2, 3, 4, 5, 6, 7, 11]) expect(canDecide(true, status)).toBe(false);
    expect(canDecide(false, 8)).toBe(false);
  });
});
