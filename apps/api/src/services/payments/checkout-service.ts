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
 * payment_sessions (status 'open'). One checkout per registration: while
 * the registration has an open session of this provider and amount younger
 * than 23 hours, its URL is answered again (two tabs cannot pay twice); a
 * new session's Stripe idempotency key is 'checkout:{registrationId}:{n}'
 * (n = its sessions so far + 1), so concurrent starts get the same Stripe
 * session and record it once (UNIQUE provider_session_id). Stripe: a Checkout Session (mode
 * 'payment', one line item, client_reference_id and metadata registrationId,
 * success_url `${publicUrl}/payment-complete?registration={reference}&session={CHECKOUT_SESSION_ID}`,
 * cancel_url `${publicUrl}/payment?registration={reference}&cancelled=1`,
 * idempotency key per attempt); sandbox: a local session paid on
 * `/payment/sandbox?session={id}`. A failed or expired session lets the
 * applicant start a new one; status Paid blocks new sessions.
 * 404 problem for an unknown reference; 409 'Payment not possible' when
 * Paid or not payable (paymentRefusal); 502 when Stripe fails.
 */
export async function startPayment(ctx: PaymentContext, reference: string): Promise<StartPaymentResponse> {
  const { registration, program } = await findByPaymentReference(ctx.db, reference);
  const settings = readProgramSettings(program);
  const refusal = paymentRefusal(settings, registration.status);
  if (refusal !== null) throw new ProblemError(409, NOT_PAYABLE_TITLE, paymentRefusalDetail[refusal]);

  const amountCents = dollarsToCents(settings.programFee);
  const open = await reusableSession(ctx, registration.id, amountCents);
  if (open !== undefined) return { checkoutUrl: open };
  const attempts = await ctx.db
    .selectFrom('payment_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('registration_id', '=', registration.id)
    .executeTakeFirstOrThrow();
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
      idempotencyKey: `checkout:${registration.id}:${Number(attempts.n) + 1}`,
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
    .onConflict((conflict) => conflict.column('provider_session_id').doNothing())
    .execute();
  return { checkoutUrl: session.checkoutUrl };
}

/** Stripe Checkout Sessions expire after 24 hours; an open one younger than this is offered again. */
const REUSE_OPEN_SESSION_MS = 23 * 60 * 60 * 1000;

/** The checkout URL of the registration's open session for this provider and amount, when young enough to pay. */
async function reusableSession(ctx: PaymentContext, registrationId: number, amountCents: number): Promise<string | undefined> {
  const open = await ctx.db
    .selectFrom('payment_sessions')
    .select(['checkout_url', 'created_at'])
    .where('registration_id', '=', registrationId)
    .where('status', '=', 'open')
    .where('provider', '=', ctx.provider.name)
    .where('amount_cents', '=', amountCents)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open === undefined || ctx.now().getTime() - Date.parse(open.created_at) > REUSE_OPEN_SESSION_MS) return undefined;
  return open.checkout_url;
}
