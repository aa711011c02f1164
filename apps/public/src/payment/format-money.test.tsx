import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from './format-money.ts';

describe('formatDollars (spec §2 payment page, §9: fee in dollars with 2 decimals)', () => {
  it('shows whole dollars with 2 decimals', () => {
    expect(formatDollars(250)).toBe('$250.00');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('keeps cents, groups thousands and rounds to the cent', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(99.999)).toBe('$100.00');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
  });
});

describe('formatCents', () => {
  it('shows integer cents as dollars with 2 decimals', () => {
    expect(formatCents(25000)).toBe('$250.00');
    expect(formatCents(45099)).toBe('$450.99');
    expect(formatCents(5)).toBe('$0.05');
  });
});

describe('money in Spanish (Intl, the active language)', () => {
  it('writes US dollars the way Spanish readers expect', () => {
    expect(formatDollars(12345.5, 'es')).toBe('12.345,50\u00a0US$');
    expect(formatCents(25000, 'es')).toBe('250,00\u00a0US$');
  });
});
