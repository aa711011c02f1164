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
  return isValid(parsed) ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(parsed) : null;
}
