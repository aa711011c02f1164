import { randomUUID } from 'node:crypto';
import type { StartPaymentResponse } from '@huddle/schemas';
import { ProblemError } from '../../errors/problem-error.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { dollarsToCents } from './money.ts';
import { paymentRefusal, paymentRefusalDetail } from './payability.ts';
import type { PaymentContext } from './payment-context.ts';
import { findByPaymentReference } from './payment-registration.ts';
import { providerProblem } from './provider-problem.ts';

/** Title of the 409 problem when a registration cannot be paid now. */
export const NOT_PAYABLE_TITLE = 'Payment not possible';

/**
 * POST /api/transactions/{reference}/payment ('Pay Now'): opens a new
 * checkout session for the registration's program fee (settings.programFee
 * in cents, read here, never from the client) and records it in
 * payment_sessions (status 'open'). Stripe: a Checkout Session (mode
 * 'payment', one line item, client_reference_id and metadata registrationId,
 * success_url `${publicUrl}/payment-complete?registration={reference}&session={CHECKOUT_SESSION_ID}`,
 * cancel_url `${publicUrl}/payment?registration={reference}&cancelled=1`,
 * idempotency key per attempt); sandbox: a local session paid on
 * `/payment/sandbox?session={id}`. Each call is a new attempt: an applicant
 * can retry a failed or abandoned payment; status Paid blocks new sessions.
 * 404 problem for an unknown reference; 409 'Payment not possible' when
 * Paid or not payable (paymentRefusal); 502 when Stripe fails.
 */
export async function startPayment(ctx: PaymentContext, reference: string): Promise<StartPaymentResponse> {
  const { registration, program } = await findByPaymentReference(ctx.db, reference);
  const settings = readProgramSettings(program);
  const refusal = paymentRefusal(settings, registration.status);
  if (refusal !== null) throw new ProblemError(409, NOT_PAYABLE_TITLE, paymentRefusalDetail[refusal]);

  const amountCents = dollarsToCents(settings.programFee);
  const base = ctx.publicUrl.replace(/\/+$/, '');
  const encoded = encodeURIComponent(registration.payment_reference);
  let session;
  try {
    session = await ctx.provider.createCheckout({
      registrationId: registration.id,
      paymentReference: registration.payment_reference,
      amountCents,
      description: `${program.event_name} program fee`,
      customerEmail: registration.email,
      successUrl: `${base}/payment-complete?registration=${encoded}&session={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/payment?registration=${encoded}&cancelled=1`,
      idempotencyKey: `checkout:${registration.id}:${randomUUID()}`,
    });
  } catch (error) {
    throw providerProblem(error, 'Starting the payment');
  }
  await ctx.db
    .insertInto('payment_sessions')
    .values({
      registration_id: registration.id,
      provider: ctx.provider.name,
      provider_session_id: session.sessionId,
      amount_cents: amountCents,
      status: 'open',
      checkout_url: session.checkoutUrl,
      created_at: ctx.now().toISOString(),
      completed_at: null,
    })
    .execute();
  return { checkoutUrl: session.checkoutUrl };
}
