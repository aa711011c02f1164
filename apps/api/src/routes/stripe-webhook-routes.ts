import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/database.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { ProblemError } from '../errors/problem-error.ts';
import { providerProblem } from '../services/payments/provider-problem.ts';
import { applyStripeEvent } from '../services/payments/stripe-webhook-service.ts';
import type { StripePaymentProvider } from '../services/payments/stripe-provider.ts';

/** Largest age of a webhook signature, in seconds (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What the webhook route needs; provider null in sandbox mode (no STRIPE_SECRET_KEY). */
export interface StripeWebhookDeps {
  db: Kysely<Database>;
  now: () => Date;
  provider: StripePaymentProvider | null;
  /** STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string | null;
}

/**
 * POST /api/stripe/webhook: reads the raw body bytes (nothing parses them
 * before), verifies the Stripe-Signature header with
 * stripe.webhooks.constructEvent (STRIPE_WEBHOOK_SECRET, 300 s tolerance
 * measured on the app clock), then applies the event exactly once
 * (applyStripeEvent) → 200 { received: true, duplicate }. 400 problem
 * 'Invalid webhook signature' for a missing, wrong or stale signature
 * (nothing stored); 404 problem in sandbox mode; 502 when Stripe does not
 * answer while the event is applied (Stripe redelivers it).
 */
export function stripeWebhookRoutes(deps: StripeWebhookDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const operation = apiOperations.receiveStripeWebhook;
  routes.post(routePath(operation), async (c) => {
    const payload = Buffer.from(await c.req.arrayBuffer());
    const { provider, webhookSecret } = deps;
    if (provider === null || webhookSecret === null) {
      throw new ProblemError(404, 'Not Found', 'Stripe is not configured: payments run in the local sandbox checkout.');
    }
    const event = verifiedEvent(provider.client, payload, c.req.header('stripe-signature'), webhookSecret, deps.now());
    try {
      const { duplicate } = await applyStripeEvent({ db: deps.db, now: deps.now, provider }, event);
      return c.json({ received: true, duplicate });
    } catch (error) {
      throw providerProblem(error, `Applying ${event.type}`);
    }
  });
  return routes;
}

function verifiedEvent(client: Stripe, payload: Buffer, signature: string | undefined, secret: string, now: Date): Stripe.Event {
  if (signature === undefined || signature.trim() === '') {
    throw new ProblemError(400, 'Invalid webhook signature', 'The Stripe-Signature header is missing.');
  }
  try {
    return client.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    const reason =
      error instanceof Error && /tolerance/i.test(error.message) ? 'The signature is too old.' : 'The signature does not match the body.';
    throw new ProblemError(400, 'Invalid webhook signature', reason);
  }
}
