import { isValid, parseISO } from 'date-fns';

/**
 * spec §2 / §9: event description dates as a long date in the reader's
 * language: 'June 1, 2026' ('MMMM D, YYYY') in English, '1 de junio de 2026'
 * in Spanish (Intl). Input 'YYYY-MM-DD' (or any ISO date), read as a calendar
 * day; null for null or unparseable input.
 */
export function formatEventDate(date: string | null | undefined, locale = 'en'): string | null {
  if (!date) return null;
  const parsed = parseISO(date);
  return isValid(parsed) ? longDateFormat(locale).format(parsed) : null;
}

/** One formatter per language: creating an Intl.DateTimeFormat costs far more than formatting with it. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    longDateFormats.set(locale, format);
  }
  return format;
}
