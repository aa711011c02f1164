/**
 * A fee in cents shown in US dollars with 2 decimals (spec §9), in the interface
 * language's number format: 123456 → '$1,234.56' (en), '1234,56 US$' (es).
 */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
}

/** A count in the interface language's number format, e.g. 1234 → '1,234' (en). */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}
