import { describe, expect, it } from 'vitest';
import { formatProgramFee, parseProgramFee } from './program-fee.ts';

describe('program fee input (spec §5: up to 5 integer digits, grouping, 0 to 99999 with 2 decimals)', () => {
  it('reads plain, grouped and dollar-signed amounts in English notation', () => {
    expect(parseProgramFee('250', 'en')).toEqual({ ok: true, dollars: 250 });
    expect(parseProgramFee('1,250.5', 'en')).toEqual({ ok: true, dollars: 1250.5 });
    expect(parseProgramFee(' $99,998.99 ', 'en')).toEqual({ ok: true, dollars: 99998.99 });
    expect(parseProgramFee('', 'en')).toEqual({ ok: true, dollars: 0 });
    expect(parseProgramFee('0.01', 'en')).toEqual({ ok: true, dollars: 0.01 });
  });

  it('reads Spanish notation with its own separators', () => {
    expect(parseProgramFee('12.345,67', 'es')).toEqual({ ok: true, dollars: 12345.67 });
    expect(parseProgramFee('1250,5', 'es')).toEqual({ ok: true, dollars: 1250.5 });
  });

  it('refuses more than 2 decimals, 6 integer digits, signs and letters', () => {
    expect(parseProgramFee('10.123', 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseProgramFee('100000', 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseProgramFee('-5', 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseProgramFee('12a', 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseProgramFee('1e3', 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseProgramFee('.', 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseProgramFee('.5', 'en')).toEqual({ ok: true, dollars: 0.5 });
    expect(parseProgramFee('0.060', 'en')).toEqual({ ok: true, dollars: 0.06 });
  });

  it('keeps 99999 and refuses anything above it', () => {
    expect(parseProgramFee('99999', 'en')).toEqual({ ok: true, dollars: 99999 });
    expect(parseProgramFee('99999.01', 'en')).toEqual({ ok: false, reason: 'range' });
  });

  it('shows 2 decimals with thousands grouping', () => {
    expect(formatProgramFee(1250.5, 'en')).toBe('1,250.50');
    expect(formatProgramFee(0, 'en')).toBe('0.00');
    expect(formatProgramFee(99999, 'en')).toBe('99,999.00');
    expect(formatProgramFee(12345.6, 'es')).toBe('12.345,60');
  });

  it('reads back what it shows', () => {
    for (const dollars of [0, 0.5, 7, 1000, 12345.67, 99999]) {
      for (const locale of ['en', 'es']) expect(parseProgramFee(formatProgramFee(dollars, locale), locale)).toEqual({ ok: true, dollars });
    }
  });
});
