import { componentRegistry } from '@huddle/components/definitions';
import type { CompiledForm } from '@huddle/form-engine';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { sampleAnswers } from '../../test-support/sample-answers.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';
import { submitApplication } from './submission-service.ts';

const PROGRAM = 29; // NFL Women's Community: open, sends a confirmation email

/** What a submission stored, without what differs between two submissions by design (ids, payment reference, address). */
async function storedRows(db: Kysely<Database>, registrationId: number) {
  const registration = await db.selectFrom('registrations').selectAll().where('id', '=', registrationId).executeTakeFirstOrThrow();
  const statusLog = await db.selectFrom('status_log').selectAll().where('registration_id', '=', registrationId).execute();
  const outbox = await db.selectFrom('outbox').selectAll().where('dedupe_key', 'like', `submission:${registrationId}:%`).execute();
  const keys = await db.selectFrom('submission_keys').selectAll().where('registration_id', '=', registrationId).execute();
  const { id: _id, payment_reference, email, answers_json, search_name: _search, ...columns } = registration;
  return {
    registration: columns,
    paymentReference: payment_reference,
    email,
    answers: JSON.parse(answers_json) as unknown,
    statusLog: statusLog.map(({ id, registration_id, ...row }) => ({ ...row, ids: [id, registration_id] })),
    outbox: outbox.map(({ id: _outboxId, to_address, html, text, ...row }) => ({ ...row, to_address, html, text })),
    keys: keys.map(({ registration_id, ...row }) => ({ ...row, registration_id })),
  };
}

describe.each(testDialects())('writeSubmission ($name)', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let form: { id: number; compiled: CompiledForm };

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    form = await t.db
      .selectFrom('form_versions')
      .select(['id', 'compiled_json'])
      .where('program_id', '=', PROGRAM)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
      .then((row) => ({ id: row.id, compiled: JSON.parse(row.compiled_json) as CompiledForm }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (db: Kysely<Database>, email: string, idempotencyKey: string) =>
    submitApplication(
      { db, registry: componentRegistry, now: () => TEST_NOW, publicUrl: 'http://localhost:3000' },
      { eventId: PROGRAM, formVersionId: form.id, answers: sampleAnswers(form.compiled, { emailAddress: email }), idempotencyKey },
    );

  it.skipIf(skip)('stores the same rows whether written by one statement or statement by statement', async () => {
    // Outside a transaction Postgres writes it as one statement; inside one, both dialects insert row by row.
    const once = await submit(t.db, 'one.statement@example.com', 'write-one');
    const stepwise = await t.db.transaction().execute((trx) => submit(trx, 'step.wise@example.com', 'write-steps'));
    const [a, b] = [await storedRows(t.db, once.registrationId), await storedRows(t.db, stepwise.registrationId)];

    const { registrationId: _a, ...resultA } = once;
    const { registrationId: _b, ...resultB } = stepwise;
    expect(resultA).toEqual(resultB);
    expect(a.registration).toEqual(b.registration);
    expect([a.email, b.email]).toEqual(['one.statement@example.com', 'step.wise@example.com']);
    expect(a.paymentReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.statusLog.map(({ ids: _ids, ...row }) => row)).toEqual(b.statusLog.map(({ ids: _ids, ...row }) => row));
    expect(a.statusLog.map((row) => row.ids[1])).toEqual([once.registrationId]);

    // One confirmation email each, keyed by the registration and its status_log row, alike but for the address (and payment link).
    for (const [rows, result] of [
      [a, once],
      [b, stepwise],
    ] as const) {
      expect(rows.outbox.map((row) => row.dedupe_key)).toEqual([`submission:${result.registrationId}:${rows.statusLog[0]?.ids[0]}`]);
      expect(rows.outbox[0]?.to_address).toBe(rows.email);
      // The stored answer of the Idempotency-Key is the result the applicant got, byte for byte.
      expect(rows.keys.map((row) => row.response_json)).toEqual([JSON.stringify(result)]);
    }
    const comparable = (rows: typeof a) =>
      rows.outbox.map(({ dedupe_key: _key, to_address: _to, html, text, ...row }) => ({
        ...row,
        html: html.replace(rows.paymentReference, 'REF'),
        text: text.replace(rows.paymentReference, 'REF'),
      }));
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.keys.map((row) => row.idempotency_key)).toEqual(['write-one']);
  });
});
