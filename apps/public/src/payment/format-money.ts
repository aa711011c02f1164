const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A program fee in dollars shown with 2 decimals (spec §2 payment page, §9),
 * e.g. 250 → '$250.00', 1234.5 → '$1,234.50', 0 → '$0.00'.
 */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

/** An amount in integer cents shown in dollars with 2 decimals, e.g. 25000 → '$250.00'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
