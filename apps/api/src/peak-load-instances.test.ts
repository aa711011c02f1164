import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRegistry } from '@huddle/components/definitions';
import type { CompiledForm } from '@huddle/form-engine';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { startApiInstance, type ApiInstance } from './test-support/api-instances.ts';
import { bundleApiServer, type ApiServerBundle } from './test-support/api-server-bundle.ts';
import { createSharedPostgresSchema, testDialects, type SharedPostgresSchema } from './test-support/dialects.ts';
import { boundedAll, closeLoopbackClients, postJsonFrom } from './test-support/loopback-client.ts';
import { insertRegistrations } from './test-support/registration-fixtures.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './test-support/round-robin-proxy.ts';
import { sampleAnswers } from './test-support/sample-answers.ts';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink.ts';
import { startStripeApiDouble, type StripeApiDouble } from './test-support/stripe-api-double.ts';

/**
 * Event-peak load on many instances (README "Production"): three API
 * processes on one Postgres schema behind a round-robin reverse proxy
 * (TRUST_PROXY=1), their outbox workers sending through one SMTP sink, the
 * Stripe API double behind all of them. 5,000 applications from 100 client
 * addresses (50 each, under the limit of 60) while every Stripe payment event
 * is delivered twice, to two different instances at once; then one address
 * sends 90. Stored == acknowledged, one email per event across the workers,
 * one effect per webhook event, the limit counted across the instances.
 */
const PROGRAM = 29; // NFL Women's Community: open, no acceptance, confirmation email
const COACHES_ACADEMY = 7; // acceptance required, $250 fee
const SUBMISSIONS = 5000;
const ADDRESSES = 100;
const LIMIT = 60;
const BURST = 90;
const PAYMENTS = 30;
const SECRET_KEY = 'sk_test_peak';
const WEBHOOK_SECRET = 'whsec_peak_test_secret';

const postgres = testDialects().find((dialect) => dialect.name === 'postgres');

describe.skipIf(postgres?.skipReason !== undefined)('three API instances behind a proxy on one Postgres', () => {
  let schema: SharedPostgresSchema;
  let sink: SmtpSink;
  let stripeApi: StripeApiDouble;
  let proxy: RoundRobinProxy;
  let bundle: ApiServerBundle | undefined;
  let uploadsDir = '';
  const instances: ApiInstance[] = [];

  beforeAll(async () => {
    const shared = await createSharedPostgresSchema();
    if (shared === null) throw new Error('Postgres is not reachable');
    schema = shared;
    await migrateToLatest(schema.db);
    await seedDatabase(schema.db, { registry: componentRegistry, now: new Date(), players: 50 });
    [sink, stripeApi, proxy, bundle] = await Promise.all([
      startSmtpSink(),
      startStripeApiDouble(),
      startRoundRobinProxy(),
      bundleApiServer(),
    ]);
    uploadsDir = await mkdtemp(join(tmpdir(), 'huddle-peak-uploads-'));
    const env = {
      DATABASE_URL: schema.databaseUrl,
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      SUBMIT_RATE_LIMIT: String(LIMIT),
      SUBMIT_RATE_WINDOW_SECONDS: '86400',
      SMTP_URL: `${sink.url}?pool=true`,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: stripeApi.host,
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: 'http',
      UPLOADS_DIR: uploadsDir,
    };
    instances.push(...(await Promise.all([1, 2, 3].map(() => startApiInstance(env, undefined, { bundle })))));
    proxy.setTargets(instances.map((instance) => instance.url));
  }, 240_000);

  afterAll(async () => {
    closeLoopbackClients();
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await stripeApi?.close();
    await sink?.close();
    await bundle?.remove();
    await schema?.close();
    if (uploadsDir !== '') await rm(uploadsDir, { recursive: true, force: true });
  });

  it('stores every acknowledged application once, emails once, applies each payment once and limits across instances', async () => {
    const program = (await (await fetch(`${proxy.url}/api/events/${PROGRAM}`)).json()) as {
      formVersion: { id: number; compiled: CompiledForm };
    };
    const submit = (from: string, email: string) =>
      postJsonFrom<{ registrationId?: number }>(from, `${proxy.url}/api/events/${PROGRAM}/responses`, {
        formVersionId: program.formVersion.id,
        answers: sampleAnswers(program.formVersion.compiled, { emailAddress: email }),
      });

    const [submitted, payers] = await Promise.all([
      boundedAll(SUBMISSIONS, 64, (i) => submit(`127.0.1.${(i % ADDRESSES) + 1}`, `peak-${i}@example.org`)),
      payTwiceDelivered(),
    ]);
    expect(
      submitted.filter((response) => response.status !== 201).map((response) => `${response.status} ${JSON.stringify(response.body)}`),
    ).toEqual([]);
    const burst = await boundedAll(BURST, 10, (i) => submit('127.0.2.1', `burst-${i}@example.org`));
    const burstStatuses = burst.map((response) => response.status).sort();
    expect(burstStatuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(burstStatuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
    for (const count of proxy.forwarded.values()) expect(count).toBeGreaterThan(SUBMISSIONS / 4);

    // Stored == acknowledged.
    const acknowledged = [...submitted, ...burst].flatMap((response) => (response.status === 201 ? [response.body.registrationId] : []));
    const stored = await schema.db.selectFrom('registrations').select('id').where('program_id', '=', PROGRAM).execute();
    expect(new Set(acknowledged).size).toBe(SUBMISSIONS + LIMIT);
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => (a ?? 0) - (b ?? 0)));

    // Each payment event applied once.
    const payments = await schema.db
      .selectFrom('transactions')
      .select(['registration_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'registration_id',
        'in',
        payers.map((payer) => payer.id),
      )
      .groupBy('registration_id')
      .execute();
    expect(payments.map((row) => Number(row.n))).toEqual(Array.from({ length: PAYMENTS }, () => 1));
    const paid = await schema.db.selectFrom('status_log').select('registration_id').where('changed_by', '=', 'Payment').execute();
    expect(paid).toHaveLength(PAYMENTS);
    expect(await schema.db.selectFrom('stripe_events').select('event_id').execute()).toHaveLength(PAYMENTS);

    // Each email once, by all outbox workers together.
    const expected = [
      ...Array.from({ length: SUBMISSIONS }, (_, i) => `peak-${i}@example.org`),
      ...burst.flatMap((response, i) => (response.status === 201 ? [`burst-${i}@example.org`] : [])),
      ...payers.map((payer) => payer.email),
    ].sort();
    await sink.waitForMessages(expected.length, 150_000);
    await new Promise((resolve) => setTimeout(resolve, 6000)); // one more worker interval: nothing else arrives
    const recipients = sink.messages.map((message) => (Array.isArray(message.to) ? message.to[0] : message.to)?.text ?? '').sort();
    expect(recipients).toEqual(expected);
    const unsent = await schema.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
    expect(unsent).toEqual([]);
    for (const instance of instances) expect(instance.output()).not.toMatch(/not sent|Error/);
  }, 400_000);

  /** Approved coaches academy applicants pay through Checkout; each completed event goes to two instances at once. */
  async function payTwiceDelivered(): Promise<{ id: number; email: string }[]> {
    const emails = Array.from({ length: PAYMENTS }, (_, i) => `payer-${i}@example.org`);
    const ids = await insertRegistrations(
      schema.db,
      COACHES_ACADEMY,
      emails.map((email, i) => ({ status: 2, email, first_name: 'Pat', last_name: `Payer${i}` })),
    );
    const rows = await schema.db
      .selectFrom('registrations')
      .select(['id', 'payment_reference'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const signer = new Stripe(SECRET_KEY);
    await boundedAll(rows.length, 8, async (i) => {
      const row = rows[i];
      if (row === undefined) return;
      const started = await postJsonFrom<{ checkoutUrl: string }>(
        '127.0.3.1',
        `${proxy.url}/api/transactions/${row.payment_reference}/payment`,
        {},
      );
      expect(started.status).toBe(201);
      const session = stripeApi.payCheckoutSession(started.body.checkoutUrl.split('/').at(-1) ?? '');
      const payload = JSON.stringify(stripeApi.event('checkout.session.completed', session));
      const deliveries = [instances[i % 3], instances[(i + 1) % 3]].map((instance) =>
        fetch(`${instance?.url ?? ''}/api/stripe/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
          body: payload,
        }),
      );
      for (const response of await Promise.all(deliveries)) expect(response.status).toBe(200);
    });
    return rows.map((row, i) => ({ id: row.id, email: emails[i] ?? '' }));
  }
});
