import Stripe from 'stripe';
import { ProblemError } from '../../errors/problem-error.ts';

/**
 * A failed call to the payment provider as a 502 problem: 'The payment
 * provider did not answer' for a timeout or a broken connection (the call
 * may have taken effect; retrying is safe because every call that changes
 * something carries an idempotency key), 'The payment provider refused'
 * with Stripe's message for an error answer. Other errors are returned
 * unchanged (they become 500s).
 */
export function providerProblem(error: unknown, action: string): unknown {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new ProblemError(
      502,
      'The payment provider did not answer',
      `${action} did not get an answer from the payment provider. Try again: it will not be done twice.`,
    );
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new ProblemError(502, 'The payment provider refused', `${action} failed: ${error.message}`);
  }
  return error;
}
