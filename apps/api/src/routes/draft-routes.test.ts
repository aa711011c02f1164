import type { CompiledForm } from '@huddle/form-engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../files/local-file-store.ts';
import { draftTokenHash } from '../services/drafts/draft-token.ts';
import { sweepUnclaimedUploads } from '../services/uploads/upload-sweep.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson, postJson, type JsonResponse } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { uploadSamplePdf } from '../test-support/sample-uploads.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';

const OPEN = 29; // NFL Women's Community, due 2027-03-15
const OPEN_PATH = 'nfl-womens-community';
const RESUME_PROGRAM = 4; // Job Shadow and Internship Program: one required 'Resume' slot
const RESUME_PATH = 'job-shadow-and-internship-program';
const PAST_DUE = 22; // Legends Draft Viewing Party, due 2026-04-16
const DAY_MS = 24 * 60 * 60 * 1000;

interface Problem {
  status: number;
  title: string;
  invalid_params?: { name: string }[];
}
interface Saved {
  token: string;
  expiresAt: string;
}

async function putJson<T>(t: TestApp, path: string, body: unknown): Promise<JsonResponse<T>> {
  const response = await t.app.request(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: JSON.parse(text) as T,
    headers: response.headers,
  };
}

describe.each(testDialects())('save and finish later on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const form: Record<number, { id: number; compiled: CompiledForm }> = {};

  const count = async (table: 'registrations' | 'drafts' | 'outbox', programId?: number) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .$if(programId !== undefined, (q) => q.where('program_id', '=', programId ?? 0))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const save = (eventId: number, body: Record<string, unknown>) => postJson<Saved & Problem>(t.app, `/api/events/${eventId}/drafts`, body);
  const half = (eventId: number) => {
    const answers = sampleAnswers(form[eventId]!.compiled);
    const [first] = Object.keys(answers);
    return first === undefined ? {} : { [first]: answers[first] };
  };

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const id of [OPEN, RESUME_PROGRAM, PAST_DUE]) {
      form[id] = (await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${id}`)).body.formVersion;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('stores the answers with only the token hash, emails the resume link and opens it', async () => {
    const answers = half(OPEN);
    const outboxBefore = await count('outbox');
    const saved = await save(OPEN, {
      formVersionId: form[OPEN]!.id,
      answers,
      email: 'ann@example.com',
      programPath: OPEN_PATH.toUpperCase(),
    });
    expect(saved.status).toBe(201);
    expect(saved.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved.body.expiresAt).toBe(new Date(TEST_NOW.getTime() + 30 * DAY_MS).toISOString());

    const row = await t.db
      .selectFrom('drafts')
      .selectAll()
      .where('token_hash', '=', draftTokenHash(saved.body.token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ program_id: OPEN, email: 'ann@example.com', program_path: OPEN_PATH, submitted_at: null });
    expect(JSON.stringify(row)).not.toContain(saved.body.token);

    expect(await count('outbox')).toBe(outboxBefore + 1);
    const email = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `draft:${row.id}`).executeTakeFirstOrThrow();
    expect(email).toMatchObject({ to_address: 'ann@example.com', program_id: OPEN });
    expect(email.html).toContain(`/${OPEN_PATH}?resume=${saved.body.token}`);

    const opened = await getJson<Record<string, unknown>>(t.app, `/api/drafts/${saved.body.token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      eventId: OPEN,
      programPath: OPEN_PATH,
      formVersionId: form[OPEN]!.id,
      answers,
      email: 'ann@example.com',
      expiresAt: saved.body.expiresAt,
    });
  });

  it.skipIf(skip)('refuses bad input with a problem naming the field, storing nothing', async () => {
    const before = await count('drafts');
    const base = { formVersionId: form[OPEN]!.id, answers: {}, email: 'ann@example.com', programPath: OPEN_PATH };
    const badEmail = await save(OPEN, { ...base, email: 'not an address' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.contentType).toContain('application/problem+json');
    expect(badEmail.body.invalid_params?.map((p) => p.name)).toEqual(['email']);
    const otherVersion = await save(OPEN, { ...base, formVersionId: form[RESUME_PROGRAM]!.id });
    expect(otherVersion.status).toBe(422);
    expect(otherVersion.body.invalid_params?.map((p) => p.name)).toEqual(['formVersionId']);
    const otherPath = await save(OPEN, { ...base, programPath: RESUME_PATH });
    expect(otherPath.status).toBe(422);
    expect(otherPath.body.invalid_params?.map((p) => p.name)).toEqual(['programPath']);
    expect((await save(OPEN, { ...base, answers: [] })).status).toBe(422);
    expect((await save(999_999, base)).status).toBe(404);
    expect(await count('drafts')).toBe(before);

    expect((await getJson(t.app, '/api/drafts/short')).status).toBe(400);
    const unknown = await getJson<Problem>(t.app, `/api/drafts/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect((await putJson(t, `/api/drafts/${'A'.repeat(43)}`, { formVersionId: form[OPEN]!.id, answers: {} })).status).toBe(404);
  });

  it.skipIf(skip)('refuses a closed program (409) and an expired draft (410)', async () => {
    const closed = await save(PAST_DUE, {
      formVersionId: form[PAST_DUE]!.id,
      answers: {},
      email: 'a@example.com',
      programPath: 'Legends-Draft-Viewing-Party',
    });
    expect(closed.status).toBe(409);

    const saved = await save(OPEN, { formVersionId: form[OPEN]!.id, answers: half(OPEN), email: 'b@example.com', programPath: OPEN_PATH });
    await t.db.updateTable('programs').set({ active_event: 0 }).where('id', '=', OPEN).execute();
    try {
      expect((await getJson<Problem>(t.app, `/api/drafts/${saved.body.token}`)).status).toBe(409);
    } finally {
      await t.db.updateTable('programs').set({ active_event: 1 }).where('id', '=', OPEN).execute();
    }

    t.setNow(new Date(TEST_NOW.getTime() + 29 * DAY_MS));
    const again = await putJson<Saved>(t, `/api/drafts/${saved.body.token}`, { formVersionId: form[OPEN]!.id, answers: {} });
    expect(again.status).toBe(200);
    t.setNow(new Date(TEST_NOW.getTime() + 58 * DAY_MS));
    expect((await getJson(t.app, `/api/drafts/${saved.body.token}`)).status).toBe(200);
    t.setNow(new Date(TEST_NOW.getTime() + 60 * DAY_MS));
    try {
      const expired = await getJson<Problem>(t.app, `/api/drafts/${saved.body.token}`);
      expect(expired.status).toBe(410);
      expect(expired.contentType).toContain('application/problem+json');
      expect((await putJson(t, `/api/drafts/${saved.body.token}`, { formVersionId: form[OPEN]!.id, answers: {} })).status).toBe(410);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it.skipIf(skip)('closes the draft with the submission, once; drafts never become registrations', async () => {
    const answers = sampleAnswers(form[OPEN]!.compiled);
    const registrations = await count('registrations', OPEN);
    const saved = await save(OPEN, { formVersionId: form[OPEN]!.id, answers, email: 'c@example.com', programPath: OPEN_PATH });
    expect(saved.status).toBe(201);
    expect(await count('registrations', OPEN)).toBe(registrations);

    const submit = (key: string) =>
      t.app.request(`/api/events/${OPEN}/responses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'idempotency-key': key },
        body: JSON.stringify({ formVersionId: form[OPEN]!.id, answers, draftToken: saved.body.token }),
      });
    const first = await submit('draft-submit-1');
    expect(first.status).toBe(201);
    const { registrationId } = (await first.json()) as { registrationId: number };
    const row = await t.db
      .selectFrom('drafts')
      .selectAll()
      .where('token_hash', '=', draftTokenHash(saved.body.token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ submitted_at: TEST_NOW.toISOString(), registration_id: registrationId });

    const replay = await submit('draft-submit-1');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    const second = await submit('draft-submit-2');
    expect(second.status).toBe(410);
    expect(await count('registrations', OPEN)).toBe(registrations + 1);

    expect((await getJson(t.app, `/api/drafts/${saved.body.token}`)).status).toBe(410);
    expect((await putJson(t, `/api/drafts/${saved.body.token}`, { formVersionId: form[OPEN]!.id, answers: {} })).status).toBe(410);
  });

  it.skipIf(skip)('keeps the uploads an open draft references when unclaimed uploads are swept', async () => {
    t.setNow(new Date(TEST_NOW.getTime() - 2 * DAY_MS));
    const kept = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0, 'kept.pdf');
    const swept = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0, 'swept.pdf');
    const saved = await save(RESUME_PROGRAM, {
      formVersionId: form[RESUME_PROGRAM]!.id,
      answers: { fileUpload: { FILE_UPLOAD_0: kept } },
      email: 'd@example.com',
      programPath: RESUME_PATH,
    });
    expect(saved.status).toBe(201);
    t.setNow(TEST_NOW);
    await sweepUnclaimedUploads(t.db, new LocalFileStore(t.config.uploadsDir), TEST_NOW);
    const ids = (await t.db.selectFrom('uploads').select('id').execute()).map((row) => row.id);
    expect(ids).toContain(kept.uploadId);
    expect(ids).not.toContain(swept.uploadId);
  });

  it.skipIf(skip)('counts form opens and starts per program for the dashboard, next to submissions', async () => {
    const beacon = (step: unknown) => postJson(t.app, `/api/events/${OPEN}/funnel`, { step });
    expect((await beacon('opened')).status).toBe(204);
    expect((await beacon('opened')).status).toBe(204);
    expect((await beacon('started')).status).toBe(204);
    expect((await beacon('submitted')).status).toBe(422);
    expect((await postJson(t.app, '/api/events/999999/funnel', { step: 'opened' })).status).toBe(404);

    const cookie = await t.cookieFor('admin@huddle.test');
    const dashboard = await getJson<{ applicantFunnel: { eventId: number; opened: number; started: number; submitted: number }[] }>(
      t.app,
      '/api/admin/dashboard',
      cookie,
    );
    expect(dashboard.status).toBe(200);
    const row = dashboard.body.applicantFunnel.find((entry) => entry.eventId === OPEN);
    expect(row).toMatchObject({ opened: 2, started: 1, submitted: await count('registrations', OPEN) });
    expect((await getJson(t.app, '/api/admin/dashboard')).status).toBe(401);
  });
});

describe.each(testDialects())('draft save rate limit on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  beforeAll(async () => {
    if (!skip) t = await createTestApp(dialect, {}, { submitRateLimit: { limit: 2, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('answers 429 problem+json past the limit and stores nothing more', async () => {
    const { body } = await getJson<{ formVersion: { id: number } }>(t.app, `/api/events/${OPEN}`);
    const save = () =>
      postJson<Problem>(t.app, `/api/events/${OPEN}/drafts`, {
        formVersionId: body.formVersion.id,
        answers: {},
        email: 'e@example.com',
        programPath: OPEN_PATH,
      });
    expect((await save()).status).toBe(201);
    expect((await save()).status).toBe(201);
    const refused = await save();
    expect(refused.status).toBe(429);
    expect(refused.contentType).toContain('application/problem+json');
    const stored = await t.db
      .selectFrom('drafts')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2);
  });
});
