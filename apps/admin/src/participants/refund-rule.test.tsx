import { describe, expect, it } from 'vitest';
import { canApplyRefund } from './refund-rule.ts';

describe('canApplyRefund (spec §2 refund modal, §5)', () => {
  it('is enabled by exactly REFUND with the card digits given', () => {
    expect(canApplyRefund('REFUND', '4242')).toBe(true);
    expect(canApplyRefund('REFUND', '42')).toBe(true);
  });

  it('stays disabled for anything but exactly REFUND', () => {
    for (const word of ['', 'refund', 'Refund', 'REFUN', 'REFUNDS', ' REFUND', 'REFUND ', 'R E F U N D']) {
      expect(canApplyRefund(word, '4242')).toBe(false);
    }
  });

  it('stays disabled without the card last four digits', () => {
    expect(canApplyRefund('REFUND', '')).toBe(false);
    expect(canApplyRefund('REFUND', '   ')).toBe(false);
  });
});
