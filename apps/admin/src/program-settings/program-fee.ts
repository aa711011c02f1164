/** spec §5: the program fee is 0 to 99999 dollars. */
export const MAX_PROGRAM_FEE = 99999;

/** The outcome of reading the fee input: dollars, or why the text is refused. */
export type ProgramFeeParse =
  | { ok: true; dollars: number }
  /** 'format': not a number with up to 5 integer digits and 2 decimals; 'range': above 99999. */
  | { ok: false; reason: 'format' | 'range' };

function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** Non-breaking and narrow spaces some locales group with, and the plain space typed for them. */
const SPACES = /[\s\u00a0\u202f]/g;
const SPACE = /^[\s\u00a0\u202f]$/;

/**
 * Reads the fee as typed (spec §5 'Fee input numeric, up to 5 integer
 * digits, thousands grouping, range 0 to 99999 with 2 decimals') in the
 * locale's notation, read with Intl.NumberFormat's separators: '1,250.5'
 * (en) or '1.250,5' (es) → 1250.5. A leading '$' and spaces are allowed;
 * an empty input is 0. Refused: letters, signs, more than 2 decimals or 5
 * integer digits ('format'), above 99999 ('range').
 */
export function parseProgramFee(text: string, locale: string): ProgramFeeParse {
  const { group, decimal } = separatorsOf(locale);
  let plain = text.trim().replace(/^\$/, '').replace(SPACES, '');
  if (plain === '') return { ok: true, dollars: 0 };
  if (!SPACE.test(group)) plain = plain.split(group).join('');
  const match = new RegExp(`^(\\d+)(?:${decimal.replace(/[.]/g, '\\.')}(\\d{0,2}))?$`).exec(plain);
  if (!match) return { ok: false, reason: 'format' };
  const [, whole = '', cents = ''] = match;
  const integer = whole.replace(/^0+(?=\d)/, '');
  if (integer.length > 5) return { ok: false, reason: 'format' };
  const dollars = Number(`${integer}.${cents.padEnd(2, '0')}`);
  return dollars > MAX_PROGRAM_FEE ? { ok: false, reason: 'range' } : { ok: true, dollars };
}

/**
 * The fee as the input shows it (spec §5/§9: thousands grouping, 2 decimals)
 * in the locale's notation, without a currency sign: 1250.5 → '1,250.50' (en).
 */
export function formatProgramFee(dollars: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(dollars);
}
