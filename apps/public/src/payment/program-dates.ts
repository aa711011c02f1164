/**
 * A program date as a long date in the reader's language (Intl): 'MMMM D, YYYY'
 * in English (spec §9), e.g. '2026-06-01' → 'June 1, 2026'; '1 de junio de 2026' in Spanish.
 * Reads the calendar date of 'YYYY-MM-DD' (or an ISO timestamp's date part) as is,
 * whatever the browser's time zone; null for null or an unreadable value.
 */
export function formatProgramDate(value: string | null | undefined, locale = 'en'): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCMonth() !== Number(match[2]) - 1) return null;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The program dates line of the payment page: 'June 1, 2026 - June 4, 2026',
 * one date when only one is known or both are the same day, null when neither is;
 * in the reader's language.
 */
export function formatProgramDates(startDate: string | null, endDate: string | null, locale = 'en'): string | null {
  const start = formatProgramDate(startDate, locale);
  const end = formatProgramDate(endDate, locale);
  if (start && end && start !== end) return `${start} - ${end}`;
  return start ?? end;
}
