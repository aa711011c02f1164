/** spec §5: the program fee is 0 to 99999 dollars. */
export const MAX_PROGRAM_FEE = 99999;

/** spec §5: the fee has at most 2 decimals (cents). */
export const PROGRAM_FEE_DECIMALS = 2;

/** The step of a fee in dollars (one cent), as the API contract's multipleOf states it. */
export const PROGRAM_FEE_STEP = 0.01;

/** spec §5: the fee input takes up to 5 integer digits. */
const MAX_FEE_INTEGER_DIGITS = 5;

/** Why a fee is refused: 'format' (not a number with up to 5 integer digits and 2 decimals), 'range' (below 0 or above 99999). */
export type ProgramFeeProblem = 'format' | 'range';

/** The outcome of reading the fee input: dollars, or why the text is refused. */
export type ProgramFeeParse = { ok: true; dollars: number } | { ok: false; reason: ProgramFeeProblem };

/**
 * spec §5 'range 0 to 99999 with 2 decimals' on an amount in dollars: null
 * when it is a fee; 'format' for a non-finite amount or one with more than 2
 * decimals ('range' first: below 0 or above 99999). A whole number of cents
 * is read as JSON Schema's multipleOf 0.01 with 8 decimal places of float
 * error (the API's ajv option multipleOfPrecision), so 19.99 passes.
 */
export function programFeeProblem(dollars: number): ProgramFeeProblem | null {
  if (!Number.isFinite(dollars)) return 'format';
  if (dollars < 0 || dollars > MAX_PROGRAM_FEE) return 'range';
  const cents = dollars / PROGRAM_FEE_STEP;
  return Math.abs(Math.round(cents) - cents) > 1e-8 ? 'format' : null;
}

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
 * (en) or '1.250,5' (es) → 1250.5, '.5' → 0.5. A leading '$' and spaces
 * are allowed; an empty input is 0. Refused: letters, signs, more than 5
 * integer digits, an amount with more than 2 decimals (trailing zeros are
 * not decimals: '0.060' is 0.06) ('format'), above 99999 ('range'); the
 * amount is judged as the API judges it (programFeeProblem).
 */
export function parseProgramFee(text: string, locale: string): ProgramFeeParse {
  const { group, decimal } = separatorsOf(locale);
  let plain = text.trim().replace(/^\$/, '').replace(SPACES, '');
  if (plain === '') return { ok: true, dollars: 0 };
  if (!SPACE.test(group)) plain = plain.split(group).join('');
  const match = new RegExp(`^(\\d*)(?:${decimal.replace(/[.]/g, '\\.')}(\\d*))?$`).exec(plain);
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || whole + fraction === '') return { ok: false, reason: 'format' };
  const integer = whole.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_FEE_INTEGER_DIGITS) return { ok: false, reason: 'format' };
  const dollars = Number(`${integer || '0'}.${fraction || '0'}`);
  const problem = programFeeProblem(dollars);
  return problem === null ? { ok: true, dollars } : { ok: false, reason: problem };
}

/**
 * The fee as the input shows it (spec §5/§9: thousands grouping, 2 decimals)
 * in the locale's notation, without a currency sign: 1250.5 → '1,250.50' (en).
 */
export function formatProgramFee(dollars: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: PROGRAM_FEE_DECIMALS,
    maximumFractionDigits: PROGRAM_FEE_DECIMALS,
    useGrouping: true,
  }).format(dollars);
}
