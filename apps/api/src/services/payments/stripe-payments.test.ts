import type { Hono } from 'hono';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRegistry } from '@huddle/components/definitions';
import { createApp, MAX_JSON_BODY_BYTES } from '../../app.ts';
import type { AppEnv } from '../../app-env.ts';
import type { AppConfig } from '../../config-types.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { expectSchema } from '../../test-support/expect-schema.ts';
import { postJson } from '../../test-support/http.ts';
import { insertRegistrations } from '../../test-support/registration-fixtures.ts';
import { startStripeApiDouble, type StripeApiDouble, type StripeObject } from '../../test-support/stripe-api-double.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';

const COACHES_ACADEMY = 7; // acceptance required, $250 fee
const SECRET_KEY = 'sk_test_huddle';
const WEBHOOK_SECRET = 'whsec_huddle_test_secret';
const ADMIN = 'admin@huddle.test';
const NOW_SECONDS = Math.floor(TEST_NOW.getTime() / 1000);

describe.each(testDialects())('program fees through Stripe (API double) on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let stripeApi: StripeApiDouble;
  let app: Hono<AppEnv>;
  let signer: Stripe;
  let admin = '';
  let applicants = 0;

  beforeAll(async () => {
    if (skip) return;
    stripeApi = await startStripeApiDouble();
    const stripe: AppConfig['stripe'] = {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: { host: stripeApi.host, port: stripeApi.port, protocol: 'http' },
    };
    t = await createTestApp(dialect, { stripe });
    app = appWith(10_000);
    signer = new Stripe(SECRET_KEY);
    admin = await t.cookieFor(ADMIN);
  }, 60_000);
  afterAll(async () => {
    await stripeApi?.close();
    await t?.close();
  });

  /** The app over the test database with the real stripe SDK pointed at the double (no SDK retries). */
  function appWith(timeoutMs: number): Hono<AppEnv> {
    const client = new Stripe(SECRET_KEY, {
      host: stripeApi.host,
      port: stripeApi.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeout: timeoutMs,
      telemetry: false,
    });
    return createApp({
      db: t.db,
      config: t.config,
      registry: componentRegistry,
      now: () => TEST_NOW,
      stripe: client,
      logError: (_message, error) => void t.loggedErrors.push(error),
    });
  }

  async function approvedRegistrations(count: number): Promise<{ id: number; reference: string }[]> {
    const ids = await insertRegistrations(
      t.db,
      COACHES_ACADEMY,
      Array.from({ length: count }, () => {
        applicants += 1;
        return { status: 2, email: `stripe-${applicants}@example.org`, first_name: 'Sam', last_name: `Payer${applicants}` };
      }),
    );
    const rows = await t.db.selectFrom('registrations').select(['id', 'payment_reference']).where('id', 'in', ids).orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, reference: row.payment_reference }));
  }

  /** Starts a payment through the API and pays it at the double: the Checkout Session a completed event carries. */
  async function paidSession(reference: string, options: Parameters<StripeApiDouble['payCheckoutSession']>[1] = {}): Promise<StripeObject> {
    const started = await postJson<{ checkoutUrl: string }>(app, `/api/transactions/${reference}/payment`, {});
    expect(started.status).toBe(201);
    const sessionId = started.body.checkoutUrl.split('/').at(-1) ?? '';
    return stripeApi.payCheckoutSession(sessionId, options);
  }

  async function deliver(payload: string, signature?: string): Promise<Response> {
    return app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
      body: payload,
    });
  }

  function sign(payload: string, timestamp = NOW_SECONDS): string {
    return signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  }

  async function stored(): Promise<{ events: number; transactions: number; statusLog: number }> {
    const count = async (table: 'stripe_events' | 'transactions' | 'status_log'): Promise<number> =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { events: await count('stripe_events'), transactions: await count('transactions'), statusLog: await count('status_log') };
  }

  it.skipIf(skip)('creates a Checkout Session for the fee read on the server, tied to the registration', async () => {
    const [registration] = await approvedRegistrations(1);
    if (registration === undefined) throw new Error('no registration');
    const creates = stripeApi.requests.filter((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST').length;
    const started = await postJson<{ checkoutUrl: string }>(app, `/api/transactions/${registration.reference}/payment`, { amount: 1 });
    expect(started.status).toBe(201);
    expectSchema('StartPaymentResponse', started.body);
    const session = [...stripeApi.sessions.values()].at(-1);
    expect(started.body.checkoutUrl).toBe(session?.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 25_000,
      currency: 'usd',
      client_reference_id: String(registration.id),
      metadata: { registrationId: String(registration.id), paymentReference: registration.reference },
      customer_email: `stripe-${applicants}@example.org`,
      success_url: `http://localhost:3000/payment-complete?registration=${registration.reference}&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/payment?registration=${registration.reference}&cancelled=1`,
    });
    const create = stripeApi.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1);
    expect(create?.idempotencyKey).toMatch(new RegExp(`^checkout:${registration.id}:`));
    const row = await t.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('registration_id', '=', registration.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'stripe', provider_session_id: session?.id, amount_cents: 25_000, status: 'open' });

    // Another tab, and two more at once: the open session again, no second Stripe session.
    const tabs = await Promise.all(
      [1, 2, 3].map(() => postJson<{ checkoutUrl: string }>(app, `/api/transactions/${registration.reference}/payment`, {})),
    );
    expect(tabs.map((tab) => [tab.status, tab.body.checkoutUrl])).toEqual([1, 2, 3].map(() => [201, started.body.checkoutUrl]));
    const sessions = await t.db.selectFrom('payment_sessions').select('id').where('registration_id', '=', registration.id).execute();
    expect(sessions).toHaveLength(1);
    expect(stripeApi.requests.filter((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST')).toHaveLength(
      creates + 1,
    );
  });

  it.skipIf(skip)('refuses tampered, unsigned and stale deliveries with 400 and stores nothing', async () => {
    const [registration] = await approvedRegistrations(1);
    if (registration === undefined) throw new Error('no registration');
    const payload = JSON.stringify(stripeApi.event('checkout.session.completed', await paidSession(registration.reference)));
    const before = await stored();

    const tampered = payload.replace('"amount_total":25000', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    const attempts = [
      await deliver(tampered, sign(payload)),
      await deliver(payload),
      await deliver(payload, sign(payload, NOW_SECONDS - 301)),
      await deliver(payload, sign(payload).replace(/v1=\w+/, 'v1=0000')),
      await deliver(
        payload,
        new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: 'whsec_other', timestamp: NOW_SECONDS }),
      ),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ title: 'Invalid webhook signature' });
    }
    expect(await stored()).toEqual(before);
    expect(
      (await t.db.selectFrom('registrations').select('status').where('id', '=', registration.id).executeTakeFirstOrThrow()).status,
    ).toBe(2);

    const accepted = await deliver(payload, sign(payload, NOW_SECONDS - 299));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, duplicate: false });
  });

  it.skipIf(skip)(
    'applies each of 100 events exactly once when each is delivered 5 times, concurrently and shuffled',
    async () => {
      const registrations = await approvedRegistrations(100);
      const events = [];
      for (const registration of registrations) {
        const event = stripeApi.event('checkout.session.completed', await paidSession(registration.reference, { last4: '4242' }));
        events.push(JSON.stringify(event));
      }
      const before = await stored();
      const deliveries = shuffle(events.flatMap((payload) => Array.from({ length: 5 }, () => payload)));
      const responses = await Promise.all(
        deliveries.map(async (payload) => {
          const response = await deliver(payload, sign(payload));
          return { status: response.status, body: (await response.json()) as { duplicate?: boolean } };
        }),
      );

      expect(responses.filter((response) => response.status !== 200)).toEqual([]);
      expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(100);
      expect(t.loggedErrors).toEqual([]);
      expect(await stored()).toEqual({
        events: before.events + 100,
        transactions: before.transactions + 100,
        statusLog: before.statusLog + 100,
      });
      const ids = registrations.map((registration) => registration.id);
      const rows = await t.db.selectFrom('registrations').select(['status', 'status_changed_by']).where('id', 'in', ids).execute();
      expect(new Set(rows.map((row) => `${row.status} ${row.status_changed_by}`))).toEqual(new Set(['4 Payment']));
      const payments = await t.db.selectFrom('transactions').selectAll().where('registration_id', 'in', ids).execute();
      expect(payments).toHaveLength(100);
      for (const payment of payments) {
        expect(payment).toMatchObject({
          kind: 'payment',
          amount_paid_cents: 25_000,
          card_last_four: '4242',
          payment_method: 'Visa ending 4242',
        });
        expect(payment.transaction_num).toMatch(/^pi_test_/);
        expect(payment.authorization_code).toMatch(/^ch_test_/);
      }
      const addresses = (await t.db.selectFrom('registrations').select('email').where('id', 'in', ids).execute()).map(
        (row) => row.email ?? '',
      );
      const emails = await t.db
        .selectFrom('outbox')
        .select('dedupe_key')
        .where('subject', '=', 'Coaches Academy: payment received')
        .where('to_address', 'in', addresses)
        .execute();
      expect(emails).toHaveLength(100);
      const audits = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'registration.payment')
        .where(
          'target',
          'in',
          ids.map((id) => `registration:${id}`),
        )
        .execute();
      expect(audits).toHaveLength(100);
    },
    120_000,
  );

  it.skipIf(skip)('records nothing twice for a late paid event of an already Paid registration; expires open sessions', async () => {
    const [registration] = await approvedRegistrations(1);
    if (registration === undefined) throw new Error('no registration');
    const session = await paidSession(registration.reference);
    const completed = JSON.stringify(stripeApi.event('checkout.session.completed', session));
    expect((await deliver(completed, sign(completed))).status).toBe(200);
    const before = await stored();

    const late = JSON.stringify(stripeApi.event('checkout.session.async_payment_succeeded', session));
    const response = await deliver(late, sign(late));
    expect(response.status).toBe(200);
    expectSchema('WebhookReceipt', await response.json());
    expect(await stored()).toEqual({ ...before, events: before.events + 1 });
    const again = await deliver(completed, sign(completed));
    expect(await again.json()).toEqual({ received: true, duplicate: true });

    const [other] = await approvedRegistrations(1);
    if (other === undefined) throw new Error('no registration');
    const started = await postJson<{ checkoutUrl: string }>(app, `/api/transactions/${other.reference}/payment`, {});
    const sessionId = started.body.checkoutUrl.split('/').at(-1) ?? '';
    const open = stripeApi.sessions.get(sessionId);
    if (open === undefined) throw new Error('no session at the double');
    const expired = JSON.stringify(stripeApi.event('checkout.session.expired', { ...open, status: 'expired' }));
    expect((await deliver(expired, sign(expired))).status).toBe(200);
    const row = await t.db
      .selectFrom('payment_sessions')
      .select('status')
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect((await t.db.selectFrom('registrations').select('status').where('id', '=', other.id).executeTakeFirstOrThrow()).status).toBe(2);
  });

  it.skipIf(skip)('refunds once when the first refund answer is lost after a timeout and the refund is retried', async () => {
    const [registration] = await approvedRegistrations(1);
    if (registration === undefined) throw new Error('no registration');
    const completed = JSON.stringify(
      stripeApi.event('checkout.session.completed', await paidSession(registration.reference, { last4: '1881' })),
    );
    expect((await deliver(completed, sign(completed))).status).toBe(200);
    const refundsBefore = stripeApi.refunds.length;
    const impatient = appWith(300);
    stripeApi.delayNext('/v1/refunds', 1_000);

    const path = `/api/transactions/${registration.id}/refund`;
    const first = await postJson(impatient, path, { creditCardLastFour: '1881' }, admin);
    expect(first.status).toBe(502);
    expect(first.body).toMatchObject({ title: 'The payment provider did not answer' });
    expect(stripeApi.refunds.length).toBe(refundsBefore + 1); // Stripe refunded; the answer was lost
    expect(
      await t.db
        .selectFrom('transactions')
        .select('id')
        .where('registration_id', '=', registration.id)
        .where('kind', '=', 'refund')
        .execute(),
    ).toEqual([]);

    const retried = await postJson<{ description: string; participant: { registrationStatus: number } }>(
      impatient,
      path,
      { creditCardLastFour: '1881' },
      admin,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.participant.registrationStatus).toBe(5);
    expect(stripeApi.refunds.length).toBe(refundsBefore + 1);
    const refundRequests = stripeApi.requests.filter((request) => request.path === '/v1/refunds').slice(-2);
    const payment = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('registration_id', '=', registration.id)
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(refundRequests.map((request) => request.idempotencyKey)).toEqual([
      `refund:${registration.id}:${payment.id}`,
      `refund:${registration.id}:${payment.id}`,
    ]);
    const refunds = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('registration_id', '=', registration.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount_paid_cents: -25_000,
      transaction_num: stripeApi.refunds.at(-1)?.id,
      authorization_code: payment.authorization_code,
    });
    const log = await t.db.selectFrom('status_log').select('status').where('registration_id', '=', registration.id).orderBy('id').execute();
    expect(log.map((row) => row.status)).toEqual([4, 5]);
  });

  it.skipIf(skip)('voids an uncaptured payment at Stripe and refuses to void a captured one', async () => {
    const [manual, automatic] = await approvedRegistrations(2);
    if (manual === undefined || automatic === undefined) throw new Error('no registrations');
    for (const [registration, capture] of [
      [manual, 'manual'],
      [automatic, 'automatic'],
    ] as const) {
      const session = await paidSession(registration.reference, { capture });
      const event = JSON.stringify(stripeApi.event('checkout.session.async_payment_succeeded', session));
      expect((await deliver(event, sign(event))).status).toBe(200);
    }
    const refused = await postJson(app, `/api/transactions/${automatic.id}/void`, {}, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ title: 'Payment already captured: refund it instead.' });

    const voided = await postJson<{ description: string }>(app, `/api/transactions/${manual.id}/void`, {}, admin);
    expect(voided.status).toBe(200);
    expectSchema('VoidResponse', voided.body);
    const payment = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('registration_id', '=', manual.id)
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(stripeApi.paymentIntents.get(payment.transaction_num)?.status).toBe('canceled');
    const cancel = stripeApi.requests.filter((request) => request.path.endsWith('/cancel')).at(-1);
    expect(cancel?.idempotencyKey).toBe(`void:${manual.id}:${payment.id}`);
    const row = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('registration_id', '=', manual.id)
      .where('kind', '=', 'void')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_paid_cents: -25_000, transaction_num: payment.transaction_num });
    expect((await t.db.selectFrom('registrations').select('status').where('id', '=', manual.id).executeTakeFirstOrThrow()).status).toBe(5);
    expect((await postJson(app, `/api/transactions/${manual.id}/void`, {}, admin)).status).toBe(409);
  });

  it.skipIf(skip)('keeps the body limit on the webhook and has no sandbox with Stripe keys', async () => {
    const before = await stored();
    const huge = JSON.stringify({ id: 'evt_huge', type: 'checkout.session.completed', padding: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await deliver(huge, sign(huge));
    expect(response.status).toBe(413);
    expect(await stored()).toEqual(before);
    expect((await app.request('/api/payment-sessions/sandbox_cs_x/sandbox')).status).toBe(404);
  });
});

/** Fisher-Yates shuffle with Math.random (the order differs from run to run on purpose). */
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
