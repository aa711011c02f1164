import type { CompiledForm } from '@huddle/form-engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';

interface PublicProgramBody {
  isClosed: boolean;
  activeEvent: boolean;
  eventDescription: string;
  formVersion: { id: number; contentHash: string; compiled: CompiledForm };
}

/** Programs of the seed catalog used here (see seed/catalog/program-catalog.ts). */
const OPEN_WITHOUT_ACCEPTANCE = 29; // NFL Women's Community, due 2027-03-15
const OPEN_WITH_ACCEPTANCE = 36; // Career Tours, due 2027-03-12
const PAST_DUE = 22; // Legends Draft Viewing Party, due 2026-04-16
const INACTIVE = 53;
const DUE_2026_11_25 = 44; // Franchising Workshop

describe.each(testDialects())('public program and submissions on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (!skip) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: 'registrations' | 'status_log' | 'form_versions', programId?: number): Promise<number> => {
    let query = t.db.selectFrom(table).select(sql<number>`count(*)`.as('n'));
    if (programId !== undefined && table !== 'status_log') query = query.where('program_id', '=', programId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const loadProgram = async (eventId: number) => (await getJson<PublicProgramBody>(t.app, `/api/events/${eventId}`)).body;

  it.skipIf(skip)('serves the public program with sanitized rich text, matching its schema', async () => {
    await t.db
      .updateTable('programs')
      .set({
        settings_json: sql<string>`replace(settings_json, '"eventDescription":"', '"eventDescription":"<script>alert(1)</script><img src=/x onerror=alert(2)>')`,
      })
      .where('id', '=', OPEN_WITHOUT_ACCEPTANCE)
      .execute();
    const response = await getJson<PublicProgramBody>(t.app, `/api/events/${OPEN_WITHOUT_ACCEPTANCE}`);
    expect(response.status).toBe(200);
    expectSchema('PublicProgram', response.body);
    expect(response.body).toMatchObject({ eventId: OPEN_WITHOUT_ACCEPTANCE, isClosed: false, activeEvent: true });
    expect(response.body.eventDescription).not.toMatch(/<script|onerror/);
    expect(response.body.eventDescription).toContain('<img src="/x" />');
  });

  it.skipIf(skip)('marks past-due and inactive programs closed (spec §4)', async () => {
    expect((await loadProgram(PAST_DUE)).isClosed).toBe(true);
    expect(await loadProgram(INACTIVE)).toMatchObject({ isClosed: true, activeEvent: false });
  });

  it.skipIf(skip)('keeps a program open until the end of the day after its due date', async () => {
    t.setNow(new Date('2026-11-26T23:59:59.999Z'));
    expect((await loadProgram(DUE_2026_11_25)).isClosed).toBe(false);
    t.setNow(new Date('2026-11-27T00:00:00.000Z'));
    expect((await loadProgram(DUE_2026_11_25)).isClosed).toBe(true);
    t.setNow(TEST_NOW);
  });

  it.skipIf(skip)('answers 404 and 400 problems for unknown or malformed program ids', async () => {
    const unknown = await getJson(t.app, '/api/events/9999');
    expect(unknown.status).toBe(404);
    expect(unknown.contentType).toBe('application/problem+json');
    expectSchema('ProblemDetails', unknown.body);
    const malformed = await getJson(t.app, '/api/events/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ title: 'Invalid request', invalid_params: [{ name: 'eventId' }] });
  });

  it.skipIf(skip)('reuses the form version while the definition is unchanged and adds one when a question changes', async () => {
    const first = (await loadProgram(OPEN_WITH_ACCEPTANCE)).formVersion;
    const again = (await loadProgram(OPEN_WITH_ACCEPTANCE)).formVersion;
    expect(again.id).toBe(first.id);
    expect(again.contentHash).toBe(first.contentHash);
    expect(await count('form_versions', OPEN_WITH_ACCEPTANCE)).toBe(1);

    const question = await t.db
      .selectFrom('questions')
      .select(['id', 'question_text'])
      .where('program_id', '=', OPEN_WITH_ACCEPTANCE)
      .orderBy('display_order')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('questions')
      .set({ question_text: `${question.question_text} (updated)` })
      .where('id', '=', question.id)
      .execute();
    const changed = (await loadProgram(OPEN_WITH_ACCEPTANCE)).formVersion;
    expect(changed.id).not.toBe(first.id);
    expect(changed.contentHash).not.toBe(first.contentHash);
    expect(await count('form_versions', OPEN_WITH_ACCEPTANCE)).toBe(2);

    // The applicant keeps the version they loaded: the old one is still accepted.
    const submitted = await postJson<{ registrationId: number }>(t.app, `/api/events/${OPEN_WITH_ACCEPTANCE}/responses`, {
      formVersionId: first.id,
      answers: sampleAnswers(first.compiled),
    });
    expect(submitted.status).toBe(201);
    const stored = await t.db
      .selectFrom('registrations')
      .select('form_version_id')
      .where('id', '=', submitted.body.registrationId)
      .executeTakeFirstOrThrow();
    expect(stored.form_version_id).toBe(first.id);
  });

  it.skipIf(skip)('stores a valid submission with its projected columns and first status in one go', async () => {
    const { formVersion } = await loadProgram(OPEN_WITHOUT_ACCEPTANCE);
    const before = { registrations: await count('registrations'), statuses: await count('status_log') };
    const response = await postJson<{ registrationId: number }>(t.app, `/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, {
      formVersionId: formVersion.id,
      answers: sampleAnswers(formVersion.compiled, { firstName: 'Renée', lastName: "O'Neil" }),
    });
    expect(response.status).toBe(201);
    expectSchema('SubmitResponseResponse', response.body);
    expect(response.body).toMatchObject({ status: 8, statusName: 'Submitted' });
    expect(response.body).toHaveProperty('submissionMessage', expect.stringContaining('<'));
    expect(await count('registrations')).toBe(before.registrations + 1);
    expect(await count('status_log')).toBe(before.statuses + 1);

    const row = await t.db.selectFrom('registrations').selectAll().where('id', '=', response.body.registrationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      program_id: OPEN_WITHOUT_ACCEPTANCE,
      form_version_id: formVersion.id,
      event_year: 2026,
      status: 8,
      first_name: 'Renée',
      last_name: "O'Neil",
      search_name: "renée o'neil",
      email: 'jane.doe@example.org',
      city: 'Springfield',
      state_code: 'IL',
      birth_date: '1985-04-12',
      submitted_at: TEST_NOW.toISOString(),
      status_changed_by: 'Applicant',
    });
    expect(JSON.parse(row.answers_json)).toMatchObject({ personalInformation: { firstName: 'Renée' } });
    const log = await t.db.selectFrom('status_log').selectAll().where('registration_id', '=', row.id).execute();
    expect(log).toEqual([expect.objectContaining({ status: 8, changed_by: 'Applicant', changed_at: TEST_NOW.toISOString() })]);
  });

  it.skipIf(skip)('refuses missing and malformed answers with 422 naming each field, storing nothing', async () => {
    const { formVersion } = await loadProgram(OPEN_WITHOUT_ACCEPTANCE);
    const answers = sampleAnswers(formVersion.compiled, { emailAddress: 'not-an-email' });
    delete (answers.personalInformation as Record<string, unknown>).lastName;
    const before = { registrations: await count('registrations'), statuses: await count('status_log') };

    const response = await postJson(t.app, `/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, { formVersionId: formVersion.id, answers });
    expect(response.status).toBe(422);
    expect(response.contentType).toBe('application/problem+json');
    expectSchema('ProblemDetails', response.body);
    expect(response.body.title).toBe('Invalid answers');
    expect(response.body.invalid_params).toEqual(
      expect.arrayContaining([
        { name: 'personalInformation.lastName', reason: 'is required', friendlyName: 'Last Name' },
        expect.objectContaining({ name: 'personalInformation.emailAddress', friendlyName: 'Email Address' }),
      ]),
    );
    expect(await count('registrations')).toBe(before.registrations);
    expect(await count('status_log')).toBe(before.statuses);
  });

  it.skipIf(skip)('refuses a submission to a closed program with 409, storing nothing', async () => {
    const { formVersion } = await loadProgram(PAST_DUE);
    const before = await count('registrations');
    const response = await postJson(t.app, `/api/events/${PAST_DUE}/responses`, {
      formVersionId: formVersion.id,
      answers: sampleAnswers(formVersion.compiled),
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ status: 409, title: 'The application for this program is now closed' });
    expect(await count('registrations')).toBe(before);
  });

  it.skipIf(skip)('starts a fee program without acceptance as Unpaid (7)', async () => {
    const program = await t.db
      .selectFrom('programs')
      .select('settings_json')
      .where('id', '=', OPEN_WITHOUT_ACCEPTANCE)
      .executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(program.settings_json), requireProgramFee: true, programFee: 25, applicationsRequiresAccept: false };
    await t.db
      .updateTable('programs')
      .set({ settings_json: JSON.stringify(settings) })
      .where('id', '=', OPEN_WITHOUT_ACCEPTANCE)
      .execute();
    const { formVersion } = await loadProgram(OPEN_WITHOUT_ACCEPTANCE);
    const response = await postJson(t.app, `/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, {
      formVersionId: formVersion.id,
      answers: sampleAnswers(formVersion.compiled),
    });
    expect(response.body).toMatchObject({ status: 7, statusName: 'Unpaid' });
  });

  it.skipIf(skip)('refuses bodies that are not the request schema or name another program’s form version', async () => {
    const other = (await loadProgram(OPEN_WITH_ACCEPTANCE)).formVersion;
    const before = await count('registrations');
    const foreign = await postJson(t.app, `/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, {
      formVersionId: other.id,
      answers: sampleAnswers(other.compiled),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ invalid_params: [{ name: 'formVersionId' }] });

    const noAnswers = await postJson(t.app, `/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, { formVersionId: other.id });
    expect(noAnswers.status).toBe(422);
    expect(noAnswers.body).toMatchObject({ title: 'Invalid request body', invalid_params: [{ name: 'answers', reason: 'is required' }] });

    const malformed = await t.app.request(`/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"formVersionId":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toBe('application/problem+json');

    const notJson = await t.app.request(`/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, { method: 'POST', body: 'a=b' });
    expect(notJson.status).toBe(415);
    expect(await count('registrations')).toBe(before);
  });

  it.skipIf(skip)('refuses cross-site submissions', async () => {
    const response = await t.app.request(`/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ formVersionId: 1, answers: {} }),
    });
    expect(response.status).toBe(403);
  });

  it.skipIf(skip)('logged no unexpected error', () => {
    expect(t.loggedErrors).toEqual([]);
  });
});
