import { MAX_PROGRAM_FEE } from '@huddle/program-rules';

/**
 * Money of program fees. Amounts are integer cents on the server and in the
 * database; dollars (spec §3 programFee, Transaction amountPaid) only at the
 * API's edges.
 */

/**
 * A dollar amount (settings.programFee) as integer cents, rounded to the
 * nearest cent (250 → 25000, 19.99 → 1999). Throws RangeError for a negative,
 * non-finite or larger than MAX_PROGRAM_FEE (spec §5: 99999) amount.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars < 0 || dollars > MAX_PROGRAM_FEE) {
    throw new RangeError(`A program fee must be from 0 to ${MAX_PROGRAM_FEE} dollars (got ${dollars})`);
  }
  return Math.round(dollars * 100);
}

/** Integer cents as dollars (25000 → 250, -1999 → -19.99). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents written as US dollars with 2 decimals, for messages: 25000 → '$250.00'. */
export function formatDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
