import type { RefundResponse } from '@huddle/schemas';
import { ProblemError } from '../../errors/problem-error.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { formatDollars } from './money.ts';
import { PaymentStatus } from './payability.ts';
import type { PaymentContext } from './payment-context.ts';
import { findRegistrationById } from './payment-registration.ts';
import { paymentToReverse } from './payment-to-reverse.ts';
import { providerProblem } from './provider-problem.ts';
import { recordReversal } from './record-reversal.ts';

/** POST /api/transactions/{registrationId}/refund. */
export interface RefundInput {
  registrationId: number;
  /** As typed in the refund modal (spec §5: required, no length rule). */
  creditCardLastFour: string;
  actor: StaffActor;
}

/** Title of the 409 problem for a registration that is not Paid. */
export const NOT_REFUNDABLE_TITLE = 'Refund not possible';

/**
 * Refunds a Paid registration (spec §4 'Paid with a program fee can be
 * refunded', §5 refund rules). Checks, in order: the registration exists
 * and is not removed (404), is Paid 4 (409 'Refund not possible'), has a
 * payment with a real authorization code (paymentToReverse, 409), and the
 * typed last four digits match that payment's card (422 naming
 * creditCardLastFour). Then asks the provider for a full refund of the
 * payment's PaymentIntent with idempotency key
 * `refund:{registrationId}:{transactionId}` (a retry, e.g. after a timeout,
 * gets the same refund back: one refund) and records it with recordReversal
 * (refund row, status Refunded 5, status_log, audit). A provider failure is
 * a 502 problem with nothing recorded here.
 */
export async function refundRegistration(ctx: PaymentContext, input: RefundInput): Promise<RefundResponse> {
  const { registration } = await findRegistrationById(ctx.db, input.registrationId);
  if (registration.status !== PaymentStatus.Paid) {
    throw new ProblemError(409, NOT_REFUNDABLE_TITLE, 'Only a Paid registration can be refunded.');
  }
  const payment = await paymentToReverse(ctx.db, registration.id);
  if (input.creditCardLastFour.trim() !== (payment.card_last_four ?? '')) {
    throw new ProblemError(422, 'Invalid request body', 'The last four digits do not match the card of the payment.', [
      { name: 'creditCardLastFour', reason: 'does not match the card of the payment' },
    ]);
  }
  let result;
  try {
    result = await ctx.provider.refund({
      paymentIntentId: payment.transaction_num,
      amountCents: payment.amount_paid_cents,
      idempotencyKey: `refund:${registration.id}:${payment.id}`,
    });
  } catch (error) {
    throw providerProblem(error, 'The refund');
  }
  const description = `Refund of ${formatDollars(result.amountCents)} to ${payment.payment_method}: ${result.status}.`;
  const participant = await recordReversal(ctx.db, {
    kind: 'refund',
    registration,
    payment,
    result,
    description,
    actor: input.actor,
    now: ctx.now(),
  });
  return { participant, description };
}
