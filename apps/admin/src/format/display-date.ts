import { format, isValid, parseISO } from 'date-fns';

function formatIso(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : value;
}

/**
 * Program dates in the program lists (spec §2 program picker: m/d/yyyy, no
 * leading zeros), e.g. '2026-03-05' → '3/5/2026'. Null → ''. A value that is
 * not ISO 8601 is shown as given.
 */
export function formatProgramDate(value: string | null | undefined): string {
  return formatIso(value, 'M/d/yyyy');
}

/**
 * 'Submitted On' of the participants list (MM/DD/YYYY, zero-padded), e.g.
 * '2026-03-05T14:07:00Z' → '03/05/2026' in the browser's time zone. Null → ''.
 */
export function formatSubmittedOn(value: string | null | undefined): string {
  return formatIso(value, 'MM/dd/yyyy');
}

/**
 * Status log dates (spec §2 participant detail 'Log History': MM/DD/YYYY hh:mm A),
 * e.g. '2026-03-05T14:07:00' → '03/05/2026 02:07 PM' in the browser's time zone.
 */
export function formatStatusDateTime(value: string | null | undefined): string {
  return formatIso(value, 'MM/dd/yyyy hh:mm a');
}
