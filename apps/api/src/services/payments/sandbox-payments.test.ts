import type { CompiledForm } from '@huddle/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { expectSchema } from '../../test-support/expect-schema.ts';
import { getJson, postJson } from '../../test-support/http.ts';
import { insertRegistrations } from '../../test-support/registration-fixtures.ts';
import { sampleAnswersWithUploads } from '../../test-support/sample-uploads.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';

const COACHES_ACADEMY = 7; // acceptance required, $250 fee
const CAREER_TOURS = 36; // no fee
const ADMIN = 'admin@huddle.test';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Registration {
  id: number;
  reference: string;
}

describe.each(testDialects())('program fees through the sandbox checkout on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let admin = '';

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    admin = await t.cookieFor(ADMIN);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function registration(programId: number, status: number, email = 'payer@example.org'): Promise<Registration> {
    const [id] = await insertRegistrations(t.db, programId, [{ status, email, first_name: 'Pat', last_name: 'Payer' }]);
    if (id === undefined) throw new Error('no registration inserted');
    const row = await t.db.selectFrom('registrations').select('payment_reference').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, reference: row.payment_reference };
  }

  async function payWithCard(reference: string, cardNumber: string) {
    const started = await postJson<{ checkoutUrl: string }>(t.app, `/api/transactions/${reference}/payment`, {});
    expect(started.status).toBe(201);
    const sessionId = new URL(started.body.checkoutUrl, 'http://localhost').searchParams.get('session') ?? '';
    return { sessionId, started, paid: await postJson(t.app, `/api/payment-sessions/${sessionId}/sandbox/complete`, { cardNumber }) };
  }

  async function counts(registrationId: number) {
    const count = async (table: 'transactions' | 'status_log'): Promise<number> =>
      (await t.db.selectFrom(table).select('id').where('registration_id', '=', registrationId).execute()).length;
    const emails = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('subject', 'like', '%payment received')
      .where('to_address', 'like', `r${registrationId}@%`)
      .execute();
    return { transactions: await count('transactions'), statusLog: await count('status_log'), emails: emails.length };
  }

  it.skipIf(skip)('gives every submission a unique uuid v4 payment reference and links the acceptance email to it', async () => {
    const { body: program } = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(
      t.app,
      `/api/events/${COACHES_ACADEMY}`,
    );
    const submitted = await postJson<{ registrationId: number }>(t.app, `/api/events/${COACHES_ACADEMY}/responses`, {
      formVersionId: program.formVersion.id,
      answers: await sampleAnswersWithUploads(t.app, COACHES_ACADEMY, program.formVersion.compiled, { emailAddress: 'linked@example.org' }),
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.registrationId;
    const { payment_reference: reference } = await t.db
      .selectFrom('registrations')
      .select('payment_reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reference).toMatch(UUID_V4);
    const others = await registration(COACHES_ACADEMY, 8);
    expect(others.reference).toMatch(UUID_V4); // filled by the database for rows inserted without one
    expect(others.reference).not.toBe(reference);

    expect((await postJson(t.app, `/api/events/${COACHES_ACADEMY}/people/${id}/status/2`, {}, admin)).status).toBe(200);
    const acceptance = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', 'like', `acceptance:${id}:%`)
      .executeTakeFirstOrThrow();
    expect(acceptance.html).toContain(`href="http://localhost:3000/payment?registration=${reference}"`);
    expect(acceptance.html).not.toContain(`registration=${id}"`);
  });

  it.skipIf(skip)('shows the payment page of a reference, 404 for an unknown one and 400 for a malformed one', async () => {
    const { id, reference } = await registration(COACHES_ACADEMY, 2);
    const page = await getJson(t.app, `/api/transactions/${reference}`);
    expect(page.status).toBe(200);
    expectSchema('PaymentSummaryResponse', page.body);
    expect(page.body).toEqual({
      registrationReference: reference,
      eventId: COACHES_ACADEMY,
      eventName: 'Coaches Academy',
      applicantName: 'Pat Payer',
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      programFee: 250,
      status: 2,
      statusName: 'Approved',
      paid: false,
    });
    expect((await getJson(t.app, '/api/transactions/0b6c3f5e-1d2a-4e8b-9c7d-5a4f3e2d1c0b')).status).toBe(404);
    expect((await getJson(t.app, `/api/transactions/${id}`)).status).toBe(400);
    expect((await postJson(t.app, '/api/transactions/0b6c3f5e-1d2a-4e8b-9c7d-5a4f3e2d1c0b/payment', {})).status).toBe(404);
  });

  it.skipIf(skip)('starts a payment only for a payable registration (409 otherwise)', async () => {
    const refusals: [number, number, RegExp][] = [
      [COACHES_ACADEMY, 8, /once the application is approved/],
      [COACHES_ACADEMY, 4, /already paid/],
      [COACHES_ACADEMY, 5, /once the application is approved/],
      [CAREER_TOURS, 2, /does not charge a fee/],
    ];
    for (const [programId, status, detail] of refusals) {
      const { reference } = await registration(programId, status);
      const response = await postJson(t.app, `/api/transactions/${reference}/payment`, {});
      expect(response.status, `program ${programId} status ${status}`).toBe(409);
      expect(response.body).toMatchObject({ title: 'Payment not possible', detail: expect.stringMatching(detail) });
    }
    const approved = await registration(COACHES_ACADEMY, 2);
    const started = await postJson(t.app, `/api/transactions/${approved.reference}/payment`, {});
    expect(started.status).toBe(201);
    expectSchema('StartPaymentResponse', started.body);
    expect(started.body.checkoutUrl).toMatch(/^\/payment\/sandbox\?session=sandbox_cs_[0-9a-f-]{36}$/);
    const session = await t.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('registration_id', '=', approved.id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ provider: 'sandbox', amount_cents: 25_000, status: 'open', checkout_url: started.body.checkoutUrl });
  });

  it.skipIf(skip)('charges fee programs without acceptance while Unpaid (7)', async () => {
    const program = await t.db.selectFrom('programs').select('settings_json').where('id', '=', CAREER_TOURS).executeTakeFirstOrThrow();
    const settings = {
      ...JSON.parse(program.settings_json),
      requireProgramFee: true,
      programFee: 19.99,
      applicationsRequiresAccept: false,
    };
    await t.db
      .updateTable('programs')
      .set({ settings_json: JSON.stringify(settings) })
      .where('id', '=', CAREER_TOURS)
      .execute();
    try {
      expect((await postJson(t.app, `/api/transactions/${(await registration(CAREER_TOURS, 8)).reference}/payment`, {})).status).toBe(409);
      const unpaid = await registration(CAREER_TOURS, 7);
      const { paid } = await payWithCard(unpaid.reference, '4242-4242-4242-4242');
      expect(paid.status).toBe(200);
      const row = await t.db.selectFrom('transactions').selectAll().where('registration_id', '=', unpaid.id).executeTakeFirstOrThrow();
      expect(row.amount_paid_cents).toBe(1_999);
      expect((await getJson(t.app, `/api/transactions/${unpaid.reference}`)).body).toMatchObject({
        status: 4,
        paid: true,
        programFee: 19.99,
      });
    } finally {
      await t.db.updateTable('programs').set({ settings_json: program.settings_json }).where('id', '=', CAREER_TOURS).execute();
    }
  });

  it.skipIf(skip)(
    'pays with the success test card: transaction, Paid, status log, audit and one email; paying again changes nothing',
    async () => {
      const { id, reference } = await registration(COACHES_ACADEMY, 2, 'r0@example.org');
      await t.db
        .updateTable('registrations')
        .set({ email: `r${id}@example.org` })
        .where('id', '=', id)
        .execute();
      const { sessionId, paid } = await payWithCard(reference, '4242 4242 4242 4242');

      const sandboxPage = await getJson(t.app, `/api/payment-sessions/${sessionId}/sandbox`);
      expectSchema('SandboxSessionResponse', sandboxPage.body);
      expect(sandboxPage.body).toEqual({ sessionId, eventName: 'Coaches Academy', amountCents: 25_000, status: 'complete' });
      expect(paid.status).toBe(200);
      expectSchema('SandboxCompleteResponse', paid.body);
      expect(paid.body).toEqual({ redirectUrl: `/payment-complete?registration=${reference}&session=${sessionId}` });

      const stored = await t.db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: 4, status_changed_by: 'Payment' });
      const [payment] = await t.db.selectFrom('transactions').selectAll().where('registration_id', '=', id).execute();
      expect(payment).toMatchObject({
        kind: 'payment',
        amount_paid_cents: 25_000,
        card_last_four: '4242',
        payment_method: 'Visa ending 4242',
        transaction_date: TEST_NOW.toISOString(),
      });
      expect(payment?.transaction_num).toMatch(/^sandbox_pi_/);
      expect(payment?.authorization_code).toMatch(/^sandbox_ch_/);
      const log = await t.db.selectFrom('status_log').selectAll().where('registration_id', '=', id).execute();
      expect(log.map((row) => [row.status, row.changed_by])).toEqual([[4, 'Payment']]);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('target', '=', `registration:${id}`).execute();
      expect(audit.map((row) => row.action)).toEqual(['registration.payment']);
      const email = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', `r${id}@example.org`).executeTakeFirstOrThrow();
      expect(email.subject).toBe('Coaches Academy: payment received');
      expect(email.text).toContain('Thank you for submitting your payment. Your registration is now complete.');
      expect(email.text).toContain('$250.00');

      const before = await counts(id);
      expect(before).toEqual({ transactions: 1, statusLog: 1, emails: 1 });
      expect(
        (await postJson(t.app, `/api/payment-sessions/${sessionId}/sandbox/complete`, { cardNumber: '4242424242424242' })).status,
      ).toBe(200);
      expect(await counts(id)).toEqual(before);
      const again = await postJson(t.app, `/api/transactions/${reference}/payment`, {});
      expect(again.status).toBe(409);
      expect((await getJson(t.app, `/api/transactions/${reference}`)).body).toMatchObject({ status: 4, statusName: 'Paid', paid: true });
    },
  );

  it.skipIf(skip)('declines the decline test card with 402 and records nothing; an unknown card is 422', async () => {
    const { id, reference } = await registration(COACHES_ACADEMY, 2);
    const { sessionId, paid } = await payWithCard(reference, '4000 0000 0000 0002');
    expect(paid.status).toBe(402);
    expect(paid.body).toMatchObject({ title: 'Your card was declined.', detail: 'Your card was declined.' });
    const unknown = await postJson(t.app, `/api/payment-sessions/${sessionId}/sandbox/complete`, { cardNumber: '5555 5555 5555 4444' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ invalid_params: [{ name: 'cardNumber' }] });
    expect(await counts(id)).toEqual({ transactions: 0, statusLog: 0, emails: 0 });
    expect((await t.db.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(2);

    const retried = await postJson(t.app, `/api/payment-sessions/${sessionId}/sandbox/complete`, { cardNumber: '4242424242424242' });
    expect(retried.status).toBe(200);
    expect((await t.db.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(4);
    expect((await getJson(t.app, '/api/payment-sessions/sandbox_cs_unknown/sandbox')).status).toBe(404);
    expect((await postJson(t.app, '/api/payment-sessions/not%20an%20id/sandbox/complete', { cardNumber: '4242424242424242' })).status).toBe(
      400,
    );
  });

  it.skipIf(skip)('refunds a Paid registration by the card last four, then shows both transactions on the detail', async () => {
    const { id, reference } = await registration(COACHES_ACADEMY, 2);
    const player = await t.db.selectFrom('players').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('registrations').set({ player_id: player.id }).where('id', '=', id).execute();
    const refundPath = `/api/transactions/${id}/refund`;

    expect((await postJson(t.app, refundPath, { creditCardLastFour: '4242' }, admin)).status).toBe(409); // not Paid yet
    await payWithCard(reference, '4242424242424242');
    const afterPayment = await getJson<{ transactions: unknown[]; player: { playerId: number } | null }>(
      t.app,
      `/api/events/${COACHES_ACADEMY}/people/${id}`,
      admin,
    );
    expectSchema('ParticipantDetailResponse', afterPayment.body);
    expect(afterPayment.body.transactions).toEqual([expect.objectContaining({ amountPaid: 250, paymentMethod: 'Visa ending 4242' })]);
    expect(afterPayment.body.player?.playerId).toBe(player.id);

    const wrongCard = await postJson(t.app, refundPath, { creditCardLastFour: '1111' }, admin);
    expect(wrongCard.status).toBe(422);
    expect(wrongCard.body).toMatchObject({ invalid_params: [{ name: 'creditCardLastFour' }] });
    const voided = await postJson(t.app, `/api/transactions/${id}/void`, {}, admin);
    expect(voided.status).toBe(409);
    expect(voided.body).toMatchObject({ title: 'Payment already captured: refund it instead.' });

    const refunded = await postJson<{ participant: { registrationStatus: number }; description: string }>(
      t.app,
      refundPath,
      { creditCardLastFour: '4242' },
      admin,
    );
    expect(refunded.status).toBe(200);
    expectSchema('RefundResponse', refunded.body);
    expect(refunded.body.participant.registrationStatus).toBe(5);
    expect(refunded.body.description).toBe('Refund of $250.00 to Visa ending 4242: succeeded.');
    expect((await postJson(t.app, refundPath, { creditCardLastFour: '4242' }, admin)).status).toBe(409); // already Refunded

    const detail = await getJson<{
      transactions: { amountPaid: number; description: string | null; transactionNum: string }[];
      statuses: { statusName: string; changedBy: string }[];
    }>(t.app, `/api/events/${COACHES_ACADEMY}/people/${id}`, admin);
    expectSchema('ParticipantDetailResponse', detail.body);
    expect(detail.body.transactions.map((row) => row.amountPaid)).toEqual([250, -250]);
    expect(detail.body.transactions[1]).toMatchObject({
      description: refunded.body.description,
      transactionNum: expect.stringMatching(/^sandbox_re_/),
    });
    expect(detail.body.statuses.slice(0, 2).map((row) => [row.statusName, row.changedBy])).toEqual([
      ['Refunded', 'Dana Whitfield'],
      ['Paid', 'Payment'],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('target', '=', `registration:${id}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'registration.payment', actor: null },
      { action: 'registration.refund', actor: ADMIN },
    ]);
    expect((await postJson(t.app, '/api/transactions/999999/refund', { creditCardLastFour: '4242' }, admin)).status).toBe(404);
  });

  it.skipIf(skip)('has no Stripe webhook without Stripe keys', async () => {
    const response = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.status).toBe(404);
    expect(await t.db.selectFrom('stripe_events').select('event_id').execute()).toEqual([]);
  });
});
