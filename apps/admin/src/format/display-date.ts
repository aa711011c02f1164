import { isValid, parse as parseWithPattern, parseISO } from 'date-fns';
import { activeLocale } from '../i18n/active-locale.ts';

/**
 * Parses an ISO 8601 value (a date-only value stays on its calendar day) or
 * a spec §5 birth date as typed (MM/DD/YYYY); null when it is neither.
 */
function parse(value: string): Date | null {
  const date = /^\d{2}\/\d{2}\/\d{4}$/.test(value.trim()) ? parseWithPattern(value.trim(), 'MM/dd/yyyy', new Date()) : parseISO(value);
  return isValid(date) ? date : null;
}

/** Intl's text with narrow no-break spaces (before AM/PM in newer ICU) as plain spaces, as the English formats always had. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function formatIso(
  value: string | null | undefined,
  locale: string,
  date: Intl.DateTimeFormatOptions,
  time?: Intl.DateTimeFormatOptions,
): string {
  if (!value) return '';
  const parsed = parse(value);
  if (parsed === null) return value;
  const day = new Intl.DateTimeFormat(locale, date).format(parsed);
  return plainSpaces(time === undefined ? day : `${day} ${new Intl.DateTimeFormat(locale, time).format(parsed)}`);
}

const numericDate = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;
const paddedDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * Program dates in the program lists in `locale` (default the active
 * language): English m/d/yyyy without leading zeros (spec §2 program picker),
 * Spanish d/m/yyyy; e.g. '2026-03-05' → '3/5/2026' (en), '5/3/2026' (es).
 * Null → ''. A value that is not ISO 8601 is shown as given.
 */
export function formatProgramDate(value: string | null | undefined, locale = activeLocale()): string {
  return formatIso(value, locale, numericDate);
}

/**
 * 'Submitted On' of the participants list, zero-padded, in `locale`: English
 * MM/DD/YYYY, Spanish DD/MM/YYYY; e.g. '2026-03-05T14:07:00Z' → '03/05/2026'
 * (en), '05/03/2026' (es), in the browser's time zone. Null → ''.
 */
export function formatSubmittedOn(value: string | null | undefined, locale = activeLocale()): string {
  return formatIso(value, locale, paddedDate);
}

/**
 * Status log dates (spec §2 participant detail 'Log History') in `locale`:
 * English MM/DD/YYYY hh:mm A, Spanish DD/MM/YYYY HH:mm; e.g.
 * '2026-03-05T14:07:00' → '03/05/2026 02:07 PM' (en), '05/03/2026 14:07' (es),
 * in the browser's time zone.
 */
export function formatStatusDateTime(value: string | null | undefined, locale = activeLocale()): string {
  return formatIso(value, locale, paddedDate, { hour: '2-digit', minute: '2-digit' });
}

/**
 * A short date and time in `locale`, no leading zeros: '3/5/2026 2:07 PM'
 * (en), '5/3/2026 14:07' (es), in the browser's time zone; a value that is
 * not ISO 8601 is shown as given.
 */
export function formatShortDateTime(value: string, locale = activeLocale()): string {
  return formatIso(value, locale, numericDate, { hour: 'numeric', minute: '2-digit' });
}
