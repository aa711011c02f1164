import type { CompiledForm } from '@huddle/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const PROGRAM = 29; // NFL Women's Community: open, no acceptance, confirmation email
const OTHER_PROGRAM = 17; // Pro Bowl Skills Challenge Attendee

describe.each(testDialects())('Idempotency-Key on the submit route ($name)', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  const forms = new Map<number, { id: number; compiled: CompiledForm }>();

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const program of [PROGRAM, OTHER_PROGRAM]) {
      forms.set(
        program,
        (await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${program}`)).body.formVersion,
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function post(program: number, key: string | null, email: string, body?: unknown): Promise<Response> {
    const form = forms.get(program);
    if (form === undefined) throw new Error('no form');
    return t.app.request(`/api/events/${program}/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(key === null ? {} : { 'idempotency-key': key }) },
      body: JSON.stringify(body ?? { formVersionId: form.id, answers: sampleAnswers(form.compiled, { emailAddress: email }) }),
    });
  }

  async function stored(email: string): Promise<{ registrations: number; emails: number }> {
    const registrations = await t.db.selectFrom('registrations').select('id').where('email', '=', email).execute();
    const emails = await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute();
    return { registrations: registrations.length, emails: emails.length };
  }

  it.skipIf(skip)('stores a repeated key once and answers the first result again, marked, whatever the body', async () => {
    const key = crypto.randomUUID();
    const first = await post(PROGRAM, key, 'repeat@example.org');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const firstBody = (await first.json()) as { registrationId: number };

    const again = await post(PROGRAM, key, 'other-body@example.org');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    const invalid = await post(PROGRAM, key, '', { formVersionId: 'nonsense' });
    expect(invalid.status).toBe(201);
    expect(await invalid.json()).toEqual(firstBody);

    expect(await stored('repeat@example.org')).toEqual({ registrations: 1, emails: 1 });
    expect(await stored('other-body@example.org')).toEqual({ registrations: 0, emails: 0 });
  });

  it.skipIf(skip)('stores one registration and one email for concurrent repeats', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(PROGRAM, key, 'parallel@example.org')));
    const bodies = await Promise.all(answers.map((response) => response.json() as Promise<{ registrationId: number }>));
    expect(answers.map((response) => response.status)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(new Set(bodies.map((body) => body.registrationId)).size).toBe(1);
    expect(answers.filter((response) => response.headers.get('idempotency-replayed') === 'true')).toHaveLength(7);
    expect(await stored('parallel@example.org')).toEqual({ registrations: 1, emails: 1 });
  });

  it.skipIf(skip)(
    'keeps keys per program, stores nothing for a refused first attempt, and submits every request without a key',
    async () => {
      const key = crypto.randomUUID();
      expect((await post(PROGRAM, key, 'per-program@example.org')).status).toBe(201);
      expect((await post(OTHER_PROGRAM, key, 'per-program@example.org')).status).toBe(201);
      expect(await stored('per-program@example.org')).toEqual({ registrations: 2, emails: 2 });

      const retried = crypto.randomUUID();
      expect((await post(PROGRAM, retried, 'retry@example.org', { formVersionId: forms.get(PROGRAM)?.id, answers: {} })).status).toBe(422);
      const corrected = await post(PROGRAM, retried, 'retry@example.org');
      expect(corrected.status).toBe(201);
      expect(corrected.headers.get('idempotency-replayed')).toBeNull();

      expect((await post(PROGRAM, null, 'no-key@example.org')).status).toBe(201);
      expect((await post(PROGRAM, null, 'no-key@example.org')).status).toBe(201);
      expect(await stored('no-key@example.org')).toEqual({ registrations: 2, emails: 2 });
    },
  );

  it.skipIf(skip)('refuses an unusable key with a problem naming the header, storing nothing', async () => {
    for (const key of ['', 'x'.repeat(256), 'has space', 'tab\there']) {
      const response = await post(PROGRAM, key, 'bad-key@example.org');
      expect(response.status, JSON.stringify(key)).toBe(400);
      const problem = (await response.json()) as { invalid_params?: { name: string }[]; invalidParams?: { name: string }[] };
      expect(JSON.stringify(problem)).toContain('Idempotency-Key');
    }
    expect(await stored('bad-key@example.org')).toEqual({ registrations: 0, emails: 0 });
  });
});
