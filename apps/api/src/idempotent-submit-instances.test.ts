import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRegistry } from '@huddle/components/definitions';
import type { CompiledForm } from '@huddle/form-engine';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { startApiInstance, type ApiInstance } from './test-support/api-instances.ts';
import { bundleApiServer, type ApiServerBundle } from './test-support/api-server-bundle.ts';
import { createSharedPostgresSchema, testDialects, type SharedPostgresSchema } from './test-support/dialects.ts';
import { closeLoopbackClients, postJsonFrom } from './test-support/loopback-client.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './test-support/round-robin-proxy.ts';
import { sampleAnswers } from './test-support/sample-answers.ts';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/**
 * Exactly once under random retries (README "Submitting exactly once"):
 * fast-check makes runs of 5 to 30 submissions of one open program, each with
 * a fresh Idempotency-Key or the key of an earlier one and one of a few
 * valid bodies, and sends each run at once. On Postgres they go through a
 * round-robin proxy to three API processes on one schema (their outbox
 * workers sending to one SMTP sink); on SQLite to one app. Each run: every
 * answer 201, one registration per distinct key, the same registration id
 * for every request of a key, all but the first marked
 * `Idempotency-Replayed: true`, one confirmation email per registration.
 */
const PROGRAM = 29; // NFL Women's Community: open, no acceptance, no upload or fee, confirmation email
const RUNS = 10;
const BODIES = 3;

/** One request of a run: a fresh key or the key of slot `shareWith % index`, body variant `body`, sent after `delayMs`. */
interface Slot {
  shareWith: number | null;
  body: number;
  delayMs: number;
}

const slots: fc.Arbitrary<Slot[]> = fc.array(
  fc.record({
    shareWith: fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: fc.nat(), weight: 3 }),
    body: fc.nat({ max: BODIES - 1 }),
    delayMs: fc.nat({ max: 20 }),
  }),
  { minLength: 5, maxLength: 30 },
);

/** An answer as the property reads it. */
interface Answer {
  status: number;
  replayed: boolean;
  registrationId: number | undefined;
  text: string;
}

/** Where a run's requests go and what they stored. */
interface Target {
  db: Kysely<Database>;
  submit(key: string, body: unknown, slot: number): Promise<Answer>;
}

let runCount = 0;

/** Sends one run and checks it; resolves the number of registrations it stored. */
async function checkRun(target: Target, form: { id: number; compiled: CompiledForm }, run: Slot[]): Promise<number> {
  const tag = `idem-${process.pid}-${++runCount}-${Date.now()}`;
  const keys: string[] = [];
  const keyOf = run.map((slot, index) => {
    if (slot.shareWith === null || index === 0) {
      keys.push(crypto.randomUUID());
      return keys.length - 1;
    }
    return -1;
  });
  run.forEach((slot, index) => {
    if (keyOf[index] === -1) keyOf[index] = keyOf[(slot.shareWith ?? 0) % index] ?? 0;
  });
  const emailOf = (slot: Slot) => `${tag}-b${slot.body}@example.org`;
  const answers = await Promise.all(
    run.map(async (slot, index) => {
      await new Promise((resolve) => setTimeout(resolve, slot.delayMs));
      const body = { formVersionId: form.id, answers: sampleAnswers(form.compiled, { emailAddress: emailOf(slot) }) };
      return target.submit(keys[keyOf[index] ?? 0] ?? '', body, index);
    }),
  );

  expect(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.text}`)).toEqual([]);
  const idOfKey = new Map<number, number | undefined>();
  keys.forEach((_, key) => {
    const ofKey = answers.filter((_, index) => keyOf[index] === key);
    expect(new Set(ofKey.map((answer) => answer.registrationId)).size, `one registration for key ${key}`).toBe(1);
    expect(
      ofKey.filter((answer) => !answer.replayed),
      `one first answer for key ${key}`,
    ).toHaveLength(1);
    idOfKey.set(key, ofKey[0]?.registrationId);
  });
  expect(new Set(idOfKey.values()).size).toBe(keys.length);

  const stored = await target.db
    .selectFrom('registrations')
    .select(['id', 'email'])
    .where('program_id', '=', PROGRAM)
    .where('email', 'like', `${tag}-%`)
    .execute();
  expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...idOfKey.values()].sort((a, b) => (a ?? 0) - (b ?? 0)));
  for (const [key, id] of idOfKey) {
    // The stored body is one that was sent with the key.
    const sent = run.filter((_, index) => keyOf[index] === key).map(emailOf);
    expect(sent).toContain(stored.find((row) => row.id === id)?.email);
  }
  const emails = await target.db.selectFrom('outbox').select('to_address').where('to_address', 'like', `${tag}-%`).execute();
  expect(emails.map((row) => row.to_address).sort()).toEqual(stored.map((row) => row.email).sort());
  return stored.length;
}

/** Runs the property; resolves the registrations stored by all runs. */
async function checkProperty(target: Target, form: { id: number; compiled: CompiledForm }): Promise<number> {
  let registrations = 0;
  await fc.assert(
    fc.asyncProperty(slots, async (run) => {
      registrations += await checkRun(target, form, run);
    }),
    // A concurrency failure need not repeat while shrinking: report the run that failed.
    { numRuns: RUNS, endOnFailure: true },
  );
  return registrations;
}

async function formOf(baseUrl: string | null, app?: TestApp): Promise<{ id: number; compiled: CompiledForm }> {
  const response = app === undefined ? await fetch(`${baseUrl}/api/events/${PROGRAM}`) : await app.app.request(`/api/events/${PROGRAM}`);
  return ((await response.json()) as { formVersion: { id: number; compiled: CompiledForm } }).formVersion;
}

const dialects = testDialects();
const postgres = dialects.find((dialect) => dialect.name === 'postgres');
const sqlite = dialects.find((dialect) => dialect.name === 'sqlite');

describe.skipIf(postgres?.skipReason !== undefined)('random repeated submissions on three API instances on one Postgres', () => {
  let schema: SharedPostgresSchema;
  let sink: SmtpSink;
  let proxy: RoundRobinProxy;
  let bundle: ApiServerBundle | undefined;
  const instances: ApiInstance[] = [];

  beforeAll(async () => {
    const shared = await createSharedPostgresSchema();
    if (shared === null) throw new Error('Postgres is not reachable');
    schema = shared;
    await migrateToLatest(schema.db);
    await seedDatabase(schema.db, { registry: componentRegistry, now: new Date(), players: 20 });
    [sink, proxy, bundle] = await Promise.all([startSmtpSink(), startRoundRobinProxy(), bundleApiServer()]);
    const env = {
      DATABASE_URL: schema.databaseUrl,
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      SUBMIT_RATE_LIMIT: '1000000',
      SMTP_URL: sink.url,
    };
    instances.push(...(await Promise.all([1, 2, 3].map(() => startApiInstance(env, 120_000, { bundle })))));
    proxy.setTargets(instances.map((instance) => instance.url));
  }, 120_000);

  afterAll(async () => {
    closeLoopbackClients();
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await sink?.close();
    await schema?.close();
    await bundle?.remove();
  });

  it('stores one registration and sends one email per distinct key, whatever the mix', async () => {
    const form = await formOf(proxy.url);
    const target: Target = {
      db: schema.db,
      submit: async (key, body, slot) => {
        // One client address per slot: the run's requests are not queued behind one connection pool.
        const response = await postJsonFrom<{ registrationId?: number }>(
          `127.0.5.${(slot % 30) + 1}`,
          `${proxy.url}/api/events/${PROGRAM}/responses`,
          body,
          { 'idempotency-key': key },
        );
        return {
          status: response.status,
          replayed: response.headers['idempotency-replayed'] === 'true',
          registrationId: response.body.registrationId,
          text: JSON.stringify(response.body),
        };
      },
    };
    const registrations = await checkProperty(target, form);
    for (const count of proxy.forwarded.values()) expect(count).toBeGreaterThan(0);

    // The outbox workers of the three instances deliver each confirmation once.
    await sink.waitForMessages(registrations, 30_000);
    const expected = await schema.db.selectFrom('registrations').select('email').where('email', 'like', 'idem-%').execute();
    await expect
      .poll(() => schema.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute(), { timeout: 15_000 })
      .toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a late duplicate would arrive now
    const recipients = sink.messages.map((message) => (Array.isArray(message.to) ? message.to[0] : message.to)?.text ?? '');
    expect(recipients.filter((to) => to.startsWith('idem-')).sort()).toEqual(expected.map((row) => row.email).sort());
    for (const instance of instances) expect(instance.output()).not.toMatch(/not sent|Error/);
  }, 120_000);
});

describe.skipIf(sqlite === undefined)('random repeated submissions on one app on SQLite', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (sqlite !== undefined) t = await createTestApp(sqlite);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores one registration and queues one email per distinct key, whatever the mix', async () => {
    const form = await formOf(null, t);
    const target: Target = {
      db: t.db,
      submit: async (key, body) => {
        const response = await t.app.request(`/api/events/${PROGRAM}/responses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        return {
          status: response.status,
          replayed: response.headers.get('idempotency-replayed') === 'true',
          registrationId: (JSON.parse(text) as { registrationId?: number }).registrationId,
          text,
        };
      },
    };
    expect(await checkProperty(target, form)).toBeGreaterThanOrEqual(RUNS);
  }, 60_000);
});
