import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database, PaymentSessionRow } from '../../db/database.ts';
import { applyPaidSession } from './paid-session.ts';
import type { StripePaymentProvider } from './stripe-provider.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** What the webhook service needs. */
export interface StripeWebhookContext {
  db: Kysely<Database>;
  now: () => Date;
  provider: StripePaymentProvider;
}

/** The effect of one event, applied inside the transaction that records the event. */
type Effect = (trx: Kysely<Database>) => Promise<void>;

/** The Checkout Session events the webhook applies; others are acknowledged and recorded only. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Applies a verified Stripe event exactly once (ARCHITECTURE.md §6): one
 * transaction inserts its id into stripe_events and applies its effect, so
 * an event already recorded (a redelivery, or a concurrent delivery of the
 * same event that committed first: ON CONFLICT, or a UNIQUE violation)
 * changes nothing and resolves { duplicate: true }. Effects:
 * - checkout.session.completed with payment_status 'paid', and
 *   checkout.session.async_payment_succeeded: applyPaidSession with the
 *   card payment read from Stripe (PaymentIntent with its latest charge,
 *   fetched before the transaction opens);
 * - checkout.session.async_payment_failed: the session becomes 'failed'
 *   (the registration stays payable; the applicant can pay again);
 * - checkout.session.expired: an open session becomes 'expired';
 * - completed but not yet paid (asynchronous methods), other event types and
 *   sessions this app did not create: recorded, nothing else.
 * Throws Stripe SDK errors from the PaymentIntent lookup (the route answers
 * 5xx and Stripe delivers the event again later).
 */
export async function applyStripeEvent(ctx: StripeWebhookContext, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  if (await isRecorded(ctx.db, event.id)) return { duplicate: true };
  const effect = await effectOf(ctx, event);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('stripe_events')
        .values({ event_id: event.id, type: event.type, received_at: ctx.now().toISOString() })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (inserted === undefined) return { duplicate: true };
      await effect?.(trx);
      return { duplicate: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { duplicate: true };
    throw error;
  }
}

async function isRecorded(db: Kysely<Database>, eventId: string): Promise<boolean> {
  return (await db.selectFrom('stripe_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
}

async function effectOf(ctx: StripeWebhookContext, event: Stripe.Event): Promise<Effect | null> {
  if (!CHECKOUT_EVENTS.has(event.type)) return null;
  const checkout = event.data.object as Stripe.Checkout.Session;
  const session = await ctx.db.selectFrom('payment_sessions').selectAll().where('provider_session_id', '=', checkout.id).executeTakeFirst();
  if (session === undefined) return null;

  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && checkout.payment_status === 'paid');
  if (paid) return paidEffect(ctx, session, checkout);
  if (event.type === 'checkout.session.async_payment_failed') return closeEffect(ctx, session, 'failed');
  if (event.type === 'checkout.session.expired') return closeEffect(ctx, session, 'expired');
  return null;
}

async function paidEffect(
  ctx: StripeWebhookContext,
  session: PaymentSessionRow,
  checkout: Stripe.Checkout.Session,
): Promise<Effect | null> {
  if (session.status === 'complete') return null;
  const card = await ctx.provider.cardPayment(checkout);
  return async (trx) => {
    await applyPaidSession(
      trx,
      session,
      {
        transactionNum: card.paymentIntentId,
        authorizationCode: card.chargeId,
        cardLastFour: card.cardLastFour,
        paymentMethod: card.paymentMethod,
        amountCents: card.amountCents,
        description: `Payment received through Stripe Checkout (${checkout.id}).`,
      },
      ctx.now(),
    );
  };
}

function closeEffect(ctx: StripeWebhookContext, session: PaymentSessionRow, status: 'failed' | 'expired'): Effect {
  return async (trx) => {
    await trx
      .updateTable('payment_sessions')
      .set({ status, completed_at: ctx.now().toISOString() })
      .where('id', '=', session.id)
      .where('status', '=', 'open')
      .execute();
  };
}
