import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatDollars } from './money.ts';
import { payableStatusOf, paymentRefusal } from './payability.ts';

const withAcceptance = { applicationsRequiresAccept: true, requireProgramFee: true, programFee: 250 };
const withoutAcceptance = { applicationsRequiresAccept: false, requireProgramFee: true, programFee: 75 };

describe('paymentRefusal', () => {
  it('lets acceptance programs be paid only once Approved (2)', () => {
    expect(paymentRefusal(withAcceptance, 2)).toBeNull();
    expect([1, 3, 5, 7, 8, 11].map((status) => paymentRefusal(withAcceptance, status))).toEqual(Array(6).fill('not-approved'));
    expect(payableStatusOf(withAcceptance)).toBe(2);
  });

  it('lets fee programs without acceptance be paid while Unpaid (7)', () => {
    expect(paymentRefusal(withoutAcceptance, 7)).toBeNull();
    expect(paymentRefusal(withoutAcceptance, 8)).toBe('not-payable');
    expect(paymentRefusal(withoutAcceptance, 5)).toBe('not-payable');
    expect(payableStatusOf(withoutAcceptance)).toBe(7);
  });

  it('refuses a Paid registration first, then programs without a fee', () => {
    expect(paymentRefusal(withAcceptance, 4)).toBe('already-paid');
    expect(paymentRefusal({ ...withAcceptance, requireProgramFee: false }, 2)).toBe('no-fee');
    expect(paymentRefusal({ ...withoutAcceptance, programFee: 0 }, 7)).toBe('no-fee');
  });
});

describe('money', () => {
  it('turns dollar fees into integer cents without float drift', () => {
    expect([250, 19.99, 0.1 + 0.2, 99_999, 0].map(dollarsToCents)).toEqual([25_000, 1_999, 30, 9_999_900, 0]);
    expect(() => dollarsToCents(-1)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(99_999.01)).toThrow(RangeError);
    expect(() => dollarsToCents(100_000)).toThrow(RangeError);
  });

  it('writes cents as dollars with 2 decimals', () => {
    expect(formatDollars(25_000)).toBe('$250.00');
    expect(formatDollars(1_999)).toBe('$19.99');
  });
});
