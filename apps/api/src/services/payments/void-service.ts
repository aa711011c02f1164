import type { VoidResponse } from '@huddle/schemas';
import { ProblemError } from '../../errors/problem-error.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { formatDollars } from './money.ts';
import { PaymentStatus } from './payability.ts';
import type { PaymentContext } from './payment-context.ts';
import { findRegistrationById } from './payment-registration.ts';
import { paymentToReverse } from './payment-to-reverse.ts';
import { providerProblem } from './provider-problem.ts';
import { recordReversal } from './record-reversal.ts';

/** POST /api/transactions/{registrationId}/void. */
export interface VoidInput {
  registrationId: number;
  actor: StaffActor;
}

/** Title of the 409 problem when the payment cannot be voided. */
export const ALREADY_CAPTURED = 'Payment already captured: refund it instead.';

/**
 * Voids a Paid registration's payment that is authorized but not yet
 * captured (docs/payments.md: Checkout sessions here capture automatically,
 * so a void applies only to manually captured PaymentIntents). Checks: the
 * registration exists (404) and is Paid 4 (409 'Void not possible'); the
 * payment of spec §5 (paymentToReverse, 409); the PaymentIntent is in
 * requires_capture, otherwise 409 'Payment already captured: refund it
 * instead.'. Then cancels the PaymentIntent with idempotency key
 * `void:{registrationId}:{transactionId}` and records it with recordReversal
 * (void row with negative cents, status Refunded 5, status_log, audit).
 * Provider failures are 502 problems.
 */
export async function voidRegistration(ctx: PaymentContext, input: VoidInput): Promise<VoidResponse> {
  const { registration } = await findRegistrationById(ctx.db, input.registrationId);
  if (registration.status !== PaymentStatus.Paid) {
    throw new ProblemError(409, 'Void not possible', 'Only the payment of a Paid registration can be voided.');
  }
  const payment = await paymentToReverse(ctx.db, registration.id);
  let result;
  try {
    const state = await ctx.provider.captureState(payment.transaction_num);
    if (state !== 'uncaptured') throw new ProblemError(409, ALREADY_CAPTURED, ALREADY_CAPTURED);
    result = await ctx.provider.cancel({
      paymentIntentId: payment.transaction_num,
      amountCents: payment.amount_paid_cents,
      idempotencyKey: `void:${registration.id}:${payment.id}`,
    });
  } catch (error) {
    throw providerProblem(error, 'The void');
  }
  const description = `Payment of ${formatDollars(result.amountCents)} on ${payment.payment_method} voided: ${result.status}.`;
  const participant = await recordReversal(ctx.db, {
    kind: 'void',
    registration,
    payment,
    result,
    description,
    actor: input.actor,
    now: ctx.now(),
  });
  return { participant, description };
}
