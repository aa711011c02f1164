/** 'en' → en-US (spec §2 '$250.00'); other languages as Intl writes them, e.g. 'es' → '250,00 US$'. */
const moneyLocale = (locale: string) => (locale === 'en' ? 'en-US' : locale);

/**
 * A program fee in US dollars shown with 2 decimals in the reader's language
 * (spec §2 payment page, §9; Intl): in English 250 → '$250.00', 1234.5 →
 * '$1,234.50', 0 → '$0.00'; in Spanish 1234.5 → '1234,50 US$'.
 */
export function formatDollars(dollars: number, locale = 'en'): string {
  return new Intl.NumberFormat(moneyLocale(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** An amount in integer cents shown in dollars with 2 decimals, e.g. 25000 → '$250.00' (English), '250,00 US$' (Spanish). */
export function formatCents(cents: number, locale = 'en'): string {
  return formatDollars(cents / 100, locale);
}
