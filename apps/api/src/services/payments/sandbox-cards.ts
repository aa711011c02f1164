/**
 * Test cards of the local sandbox checkout (no money moves): the numbers
 * Stripe documents for its own test mode, so the sandbox behaves as Stripe's
 * test mode does.
 */

/** The test card that succeeds. */
export const SANDBOX_SUCCESS_CARD = '4242424242424242';

/** The test card that is declined. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/** What a card typed in the sandbox checkout does. */
export type SandboxCardOutcome = { outcome: 'paid'; lastFour: string; brand: 'Visa' } | { outcome: 'declined' } | { outcome: 'unknown' };

/**
 * The outcome of a card number typed in the sandbox checkout, spaces and
 * hyphens ignored: 4242 4242 4242 4242 pays (last four '4242', brand Visa),
 * 4000 0000 0000 0002 is declined, anything else is unknown.
 */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_SUCCESS_CARD) return { outcome: 'paid', lastFour: digits.slice(-4), brand: 'Visa' };
  if (digits === SANDBOX_DECLINED_CARD) return { outcome: 'declined' };
  return { outcome: 'unknown' };
}
