import { format, isValid, parseISO } from 'date-fns';

/**
 * spec §2 / §9: event description dates read 'MMMM D, YYYY' (e.g. 'June 1, 2026').
 * Input 'YYYY-MM-DD' (or any ISO date); null for null or unparseable input.
 */
export function formatEventDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'MMMM d, yyyy') : null;
}
