import type { CompiledForm } from '@huddle/form-engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { expectSchema } from '../../test-support/expect-schema.ts';
import { getJson, postJson } from '../../test-support/http.ts';
import { sampleAnswersWithUploads } from '../../test-support/sample-uploads.ts';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { enqueueProgramEmail } from './program-email.ts';

const COACHES_ACADEMY = 7; // acceptance required, $250 fee: the payment link is in the approval email
const WITHOUT_ACCEPTANCE = 29; // NFL Women's Community
const MAIL_FROM = 'Huddle Player Engagement <no-reply@huddle.test>';
const ADMIN = 'admin@huddle.test';

describe.each(testDialects())('program emails through SMTP on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let sink: SmtpSink;
  let transport: MailTransport;
  let worker: OutboxWorker;
  let clock = TEST_NOW;
  let admin = '';

  beforeAll(async () => {
    if (skip) return;
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { smtpUrl: sink.url, mailFrom: MAIL_FROM });
    transport = createMailTransport({ smtpUrl: sink.url, mailFrom: MAIL_FROM });
    worker = startOutboxWorker({ db: t.db, transport, now: () => clock, intervalMs: 0, onError: () => undefined });
    admin = await t.cookieFor(ADMIN);
  });
  afterAll(async () => {
    await worker?.stop();
    transport?.close();
    await sink?.close();
    await t?.close();
  });
  beforeEach(() => {
    sink?.messages.splice(0);
  });

  async function submit(eventId: number, emailAddress: string): Promise<number> {
    const { body } = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${eventId}`);
    const answers = await sampleAnswersWithUploads(t.app, eventId, body.formVersion.compiled, { emailAddress });
    const response = await postJson<{ registrationId: number }>(t.app, `/api/events/${eventId}/responses`, {
      formVersionId: body.formVersion.id,
      answers,
    });
    expect(response.status).toBe(201);
    return response.body.registrationId;
  }

  it.skipIf(skip)('sends exactly one confirmation email per submission', async () => {
    await submit(COACHES_ACADEMY, 'first.applicant@example.org');
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    const [message] = await sink.waitForMessages(1);
    expect(sink.messages).toHaveLength(1);
    expect(message?.subject).toBe('Coaches Academy: application received');
    expect(message?.to && 'text' in message.to ? message.to.text : '').toBe('first.applicant@example.org');
    expect(message?.from?.text).toBe('"Huddle Player Engagement" <no-reply@huddle.test>');
    expect(message?.html).toContain('We have received your application.');
    expect(message?.text).toContain('We have received your application.');
    expect(message?.html).not.toContain('payment');
  });

  it.skipIf(skip)('sends the acceptance email with the payment link after approval', async () => {
    const id = await submit(COACHES_ACADEMY, 'accepted@example.org');
    const approved = await postJson(t.app, `/api/events/${COACHES_ACADEMY}/people/${id}/status/2`, {}, admin);
    expect(approved.status).toBe(200);
    expect(await worker.drain()).toBe(2);
    await sink.waitForMessages(2);
    const acceptance = sink.messages.find((message) => message.subject === 'Coaches Academy: accepted');
    const { payment_reference: reference } = await t.db
      .selectFrom('registrations')
      .select('payment_reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const link = `http://localhost:3000/payment?registration=${reference}`;
    expect(acceptance?.html).toContain(`<a href="${link}" rel="noopener noreferrer">Pay the program fee</a>`);
    expect(acceptance?.html).not.toContain('[PAYMENT LINK]');
    expect(acceptance?.text?.replace(/\s+/g, ' ')).toContain(`Pay the program fee [${link}]`); // the plain text wraps the long link
    expect(acceptance?.text).toContain('You have been accepted to Coaches Academy.');
  });

  it.skipIf(skip)('sends the denial email after rejection, without a payment link', async () => {
    const id = await submit(COACHES_ACADEMY, 'denied@example.org');
    expect((await postJson(t.app, `/api/events/${COACHES_ACADEMY}/people/${id}/status/3`, {}, admin)).status).toBe(200);
    expect(await worker.drain()).toBe(2);
    await sink.waitForMessages(2);
    const denial = sink.messages.find((message) => message.subject === 'Coaches Academy: update on your application');
    expect(denial?.text).toContain('we are unable to offer you a place this year');
    expect(denial?.html).not.toContain('/payment');
  });

  it.skipIf(skip)('retries after a refused delivery, with backoff, then sends once', async () => {
    sink.rejectNextRecipients(1);
    const id = await submit(WITHOUT_ACCEPTANCE, 'retry@example.org');
    expect(await worker.drain()).toBe(0);
    const failed = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', 'like', `submission:${id}:%`).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: new Date(clock.getTime() + 60_000).toISOString() });
    expect(failed.last_error).toMatch(/recipients were rejected|Mailbox temporarily unavailable/);

    expect(await worker.drain()).toBe(0); // not due before the backoff has passed
    clock = new Date(clock.getTime() + 60_000);
    expect(await worker.drain()).toBe(1);
    await sink.waitForMessages(1);
    expect(sink.messages).toHaveLength(1);
    const sent = await t.db.selectFrom('outbox').selectAll().where('id', '=', failed.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent_at: clock.toISOString() });
  });

  it.skipIf(skip)('marks an email failed after the last attempt', async () => {
    const once = startOutboxWorker({ db: t.db, transport, now: () => clock, intervalMs: 0, maxAttempts: 1, onError: () => undefined });
    sink.rejectNextRecipients(1);
    const id = await submit(WITHOUT_ACCEPTANCE, 'gives-up@example.org');
    expect(await once.drain()).toBe(0);
    await once.stop();
    const row = await t.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('dedupe_key', 'like', `submission:${id}:%`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 1 });
  });

  it.skipIf(skip)('queues one email when the same event is enqueued twice', async () => {
    const id = await submit(WITHOUT_ACCEPTANCE, 'twice@example.org');
    const again = await t.db
      .transaction()
      .execute((trx) => enqueueProgramEmail(trx, { kind: 'submission', registrationId: id, publicUrl: t.config.publicUrl, now: clock }));
    expect(again).toBe(false);
    expect(await worker.drain()).toBe(1);
    await sink.waitForMessages(1);
    expect(sink.messages).toHaveLength(1);
  });

  it.skipIf(skip)('resends the acceptance email to an approved participant', async () => {
    const id = await submit(COACHES_ACADEMY, 'resend@example.org');
    const path = `/api/events/${COACHES_ACADEMY}/participants/${id}/resend-confirmation`;
    expect((await postJson(t.app, path, {}, admin)).status).toBe(409); // still Submitted
    await postJson(t.app, `/api/events/${COACHES_ACADEMY}/people/${id}/status/2`, {}, admin);

    const resent = await postJson(t.app, path, {}, admin);
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ queued: true });
    expectSchema('ResendConfirmationResponse', resent.body);
    expect(await worker.drain()).toBe(3);
    await sink.waitForMessages(3);
    const acceptances = sink.messages.filter((message) => message.subject === 'Coaches Academy: accepted');
    expect(acceptances).toHaveLength(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'registration.resend-acceptance')
      .where('target', '=', `registration:${id}`)
      .execute();
    expect(audit).toEqual([{ actor: ADMIN }]);
  });

  it.skipIf(skip)('refuses a resend outside the rules', async () => {
    const id = await submit(WITHOUT_ACCEPTANCE, 'no-acceptance@example.org');
    const refused = await postJson(t.app, `/api/events/${WITHOUT_ACCEPTANCE}/participants/${id}/resend-confirmation`, {}, admin);
    expect(refused.status).toBe(409);
    expect(refused.contentType).toMatch(/^application\/problem\+json/);
    const path = `/api/events/${COACHES_ACADEMY}/participants/${id}/resend-confirmation`;
    expect((await postJson(t.app, path, {}, admin)).status).toBe(404); // not a participant of that program
    expect((await postJson(t.app, path, {})).status).toBe(401);
    expect((await postJson(t.app, path, {}, await t.cookieFor('nfl-user@huddle.test'))).status).toBe(403);
    expect((await postJson(t.app, path, {}, await t.cookieFor('legends-approver@huddle.test'))).status).toBe(403); // program family
  });

  it.skipIf(skip)('serves no dev mailbox when SMTP_URL is set', async () => {
    const response = await getJson(t.app, '/api/admin/dev-mailbox', admin);
    expect(response.status).toBe(404);
    expect(response.contentType).toMatch(/^application\/problem\+json/);
  });
});
