import type { CompiledForm } from '@huddle/form-engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewRegistration } from '../db/database.ts';
import { insertInBatches } from '../seed/insert-in-batches.ts';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

interface Row {
  id: number;
  applicantName: string;
  registrationStatus: number;
  statusName: string;
  submittedOn: string;
  state: string | null;
  statusChangedBy: string | null;
}
interface Page {
  participants: Row[];
  total: number;
  totalSubmissions: number;
  totalApproved: number;
  page: number;
  pageSize: number;
}
interface FormVersionBody {
  id: number;
  contentHash: string;
  compiled: CompiledForm;
}

const WITH_ACCEPTANCE = 36; // Career Tours
const WITHOUT_ACCEPTANCE = 29; // NFL Women's Community
const LIST_PROGRAM = 41; // Agricultural Program: list fixtures only
const BIG_PROGRAM = 47; // Real Estate Workshop: 123 rows for the page-size rule

const people = [
  ['Ana', 'Smith', 'TX'],
  ['Ben', 'Jones', 'CA'],
  ['Cara', 'Smithers', null],
  ['Dan', 'Brown', 'NY'],
  ['Eve', 'Adams', 'AL'],
  ['Finn', 'Baker', 'WA'],
  ['Gia', 'Clark', 'OR'],
  ['Hal', 'Davis', 'FL'],
  ['Ivy', 'Evans', 'GA'],
  ['Jon', 'Fox', 'IL'],
  ['Kim', 'Green', 'MA'],
  ['Lee', 'Hill', 'CO'],
  ['Max', 'King', 'AZ'],
  ['Nia', 'Lopez', 'NV'],
  ['Oz', 'Moore', 'UT'],
  ['Pam', 'Nash', 'OH'],
  ['Quin', 'Owens', 'MI'],
  ['Ray', 'Price', 'PA'],
  ['Sue', 'Quinn', 'NJ'],
  ['Tom', 'Reed', 'VA'],
  ['Uma', 'Scott', 'NC'],
  ['Vic', 'Turner', 'SC'],
  ['Wes', 'Usher', 'TN'],
  ['Xia', 'Vance', 'KY'],
  ['Yan', 'Wu', 'MN'],
] as const;

describe.each(testDialects())('participants on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};
  const as = (email: string): string => cookies[email] ?? '';

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin@huddle.test', 'nfl-approver@huddle.test', 'nfl-user@huddle.test'])
      cookies[email] = await t.cookieFor(email);
    await insertListFixtures();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function formVersionOf(eventId: number): Promise<FormVersionBody> {
    return (await getJson<{ formVersion: FormVersionBody }>(t.app, `/api/events/${eventId}`)).body.formVersion;
  }

  /** 25 people in 2026 (4 approved, submitted a minute apart) and 3 in 2025 for LIST_PROGRAM; 123 rows for BIG_PROGRAM. */
  async function insertListFixtures(): Promise<void> {
    const version = await formVersionOf(LIST_PROGRAM);
    const rows: NewRegistration[] = people.map(([first, last, state], index) => ({
      ...registration(LIST_PROGRAM, version.id, 2026, `2026-11-01T10:${String(index).padStart(2, '0')}:00.000Z`),
      first_name: first,
      last_name: last,
      search_name: `${first} ${last}`.toLowerCase(),
      email: `${first.toLowerCase()}@example.org`,
      state_code: state,
      company_name: index % 2 === 0 ? `Company ${String.fromCharCode(90 - index)}` : null,
      status: index < 4 ? 2 : 8,
    }));
    for (const index of [0, 1, 2]) {
      rows.push({
        ...registration(LIST_PROGRAM, version.id, 2025, `2025-10-0${index + 1}T10:00:00.000Z`),
        first_name: 'Old',
        last_name: `Timer${index}`,
        search_name: `old timer${index}`,
        status: 2,
      });
    }
    await insertInBatches(t.db, 'registrations', rows);
    const big = await formVersionOf(BIG_PROGRAM);
    await insertInBatches(
      t.db,
      'registrations',
      Array.from({ length: 123 }, (_, index) => ({
        ...registration(BIG_PROGRAM, big.id, 2026, new Date(Date.UTC(2026, 9, 1, 0, index)).toISOString()),
        first_name: 'Person',
        last_name: `Number${index}`,
        search_name: `person number${index}`,
      })),
    );
  }

  async function submit(
    eventId: number,
    language?: 'en' | 'es',
  ): Promise<{ registrationId: number; version: FormVersionBody; answers: Record<string, unknown> }> {
    const version = await formVersionOf(eventId);
    const answers = sampleAnswers(version.compiled);
    const response = await postJson<{ registrationId: number }>(t.app, `/api/events/${eventId}/responses`, {
      formVersionId: version.id,
      answers,
      ...(language === undefined ? {} : { language }),
    });
    expect(response.status).toBe(201);
    return { registrationId: response.body.registrationId, version, answers };
  }

  const list = (query: string) => getJson<Page>(t.app, `/api/events/${LIST_PROGRAM}/people${query}`, as('nfl-user@huddle.test'));

  it.skipIf(skip)('requires a session on every staff route (401 problem)', async () => {
    for (const path of [
      '/api/admin/events',
      `/api/events/${LIST_PROGRAM}/people`,
      `/api/events/${LIST_PROGRAM}/people/1`,
      `/api/events/${LIST_PROGRAM}/registrations/1/statuses`,
    ]) {
      const response = await getJson(t.app, path);
      expect(response.status, path).toBe(401);
      expect(response.contentType).toBe('application/problem+json');
    }
    expect((await postJson(t.app, `/api/events/${LIST_PROGRAM}/people/1/status/2`, {})).status).toBe(401);
  });

  it.skipIf(skip)('lists programs for the picker and the forms list, sorted by name', async () => {
    const picker = await getJson<{ events: { eventId: number; eventName: string }[] }>(
      t.app,
      '/api/admin/events?scope=picker',
      as('admin@huddle.test'),
    );
    expect(picker.status).toBe(200);
    expectSchema('AdminEventsResponse', picker.body);
    const forms = await getJson<{ events: { eventId: number; eventName: string }[] }>(t.app, '/api/admin/events', as('admin@huddle.test'));
    expect(forms.body.events).toHaveLength(70);
    expect(picker.body.events).toHaveLength(68);
    expect(picker.body.events.map((event) => event.eventId)).not.toEqual(expect.arrayContaining([1]));
    expect(picker.body.events.map((event) => event.eventId)).not.toEqual(expect.arrayContaining([2]));
    const names = forms.body.events.map((event) => event.eventName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const invalid = await getJson(t.app, '/api/admin/events?scope=all', as('nfl-user@huddle.test'));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ invalid_params: [{ name: 'scope' }] });
  });

  it.skipIf(skip)('pages the participants newest first, 10 per page, with the totals', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expectSchema('ParticipantsListResponse', first.body);
    expect(first.body).toMatchObject({ total: 28, totalSubmissions: 28, totalApproved: 7, page: 1, pageSize: 10 });
    expect(first.body.participants.map((row) => row.applicantName).slice(0, 3)).toEqual(['Yan Wu', 'Xia Vance', 'Wes Usher']);
    const third = await list('?page=3');
    expect(third.body.participants.map((row) => row.applicantName)).toEqual([
      'Eve Adams',
      'Dan Brown',
      'Cara Smithers',
      'Ben Jones',
      'Ana Smith',
      'Old Timer2',
      'Old Timer1',
      'Old Timer0',
    ]);
    expect((await list('?page=4')).body.participants).toEqual([]);
    expect((await list('?page=1000000000000000')).body).toMatchObject({ participants: [], total: 28 });
  });

  it.skipIf(skip)('filters by league year and name (case-insensitive, NP = none), keeping the year totals', async () => {
    expect((await list('?eventYear=2026')).body).toMatchObject({ total: 25, totalSubmissions: 25, totalApproved: 4 });
    const smith = await list('?eventYear=2026&filterName=SMITH');
    expect(smith.body).toMatchObject({ total: 2, totalSubmissions: 25, totalApproved: 4 });
    expect(smith.body.participants.map((row) => row.applicantName).sort()).toEqual(['Ana Smith', 'Cara Smithers']);
    expect((await list('?eventYear=NP&filterName=NP')).body.total).toBe(28);
    expect((await list('?filterName=ivy%40example')).body.participants.map((row) => row.applicantName)).toEqual(['Ivy Evans']);
    expect((await list('?filterName=company%20x')).body.total).toBe(1);
    expect((await list('?filterName=%25')).body.total).toBe(0);
    const invalid = await list('?eventYear=twenty&page=0');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ title: 'Invalid request' });
    expect((invalid.body as unknown as { invalid_params: { name: string }[] }).invalid_params.map((param) => param.name).sort()).toEqual([
      'eventYear',
      'page',
    ]);
  });

  it.skipIf(skip)('sorts by applicant name, state and company, empty values last', async () => {
    const byName = await list('?eventYear=2026&sort=applicantName&desc=false');
    expect(byName.body.participants.map((row) => row.applicantName).slice(0, 3)).toEqual(['Ana Smith', 'Ben Jones', 'Cara Smithers']);
    const byStateDesc = await list('?eventYear=2026&sort=state&desc=true&page=3');
    expect(byStateDesc.body.participants.map((row) => row.state)).toEqual(['CO', 'CA', 'AZ', 'AL', null]);
    const byCompany = await list('?eventYear=2026&sort=companyName');
    expect(byCompany.body.participants[0]?.applicantName).toBe('Yan Wu'); // Company B
  });

  it.skipIf(skip)('uses ceil(rows/10) rows per page from 100 rows on (spec §2)', async () => {
    const response = await getJson<Page>(t.app, `/api/events/${BIG_PROGRAM}/people?page=10`, as('nfl-user@huddle.test'));
    expect(response.body).toMatchObject({ total: 123, pageSize: 13, page: 10 });
    expect(response.body.participants).toHaveLength(6);
  });

  it.skipIf(skip)('shows a participant with answers under their own form version after the questions change', async () => {
    const { registrationId, version, answers } = await submit(WITH_ACCEPTANCE);
    await t.db
      .updateTable('questions')
      .set({ question_text: sql<string>`question_text || ' (revised)'` })
      .where('program_id', '=', WITH_ACCEPTANCE)
      .execute();
    const current = await formVersionOf(WITH_ACCEPTANCE);
    expect(current.id).not.toBe(version.id);

    const detail = await getJson<{
      formVersion: FormVersionBody;
      answers: unknown;
      language: string;
      statuses: unknown[];
      actions: unknown;
    }>(t.app, `/api/events/${WITH_ACCEPTANCE}/people/${registrationId}`, as('nfl-user@huddle.test'));
    expect(detail.status).toBe(200);
    expectSchema('ParticipantDetailResponse', detail.body);
    expect(detail.body.formVersion).toEqual(version);
    expect(detail.body.answers).toEqual(answers);
    expect(detail.body.language).toBe('en');
    expect(detail.body.statuses).toEqual([
      expect.objectContaining({ registrationStatus: 8, statusName: 'Submitted', changedBy: 'Applicant' }),
    ]);
    expect(detail.body.actions).toEqual({ canApprove: true, canReject: true });
    expect((await getJson(t.app, `/api/events/${WITHOUT_ACCEPTANCE}/people/${registrationId}`, as('nfl-user@huddle.test'))).status).toBe(
      404,
    );
  });

  it.skipIf(skip)('tells staff the language the applicant applied in (issue 14.3)', async () => {
    const { registrationId } = await submit(WITH_ACCEPTANCE, 'es');
    const detail = await getJson<{ language: string }>(
      t.app,
      `/api/events/${WITH_ACCEPTANCE}/people/${registrationId}`,
      as('admin@huddle.test'),
    );
    expect(detail.status).toBe(200);
    expect(detail.body.language).toBe('es');
  });

  it.skipIf(skip)('approves a submitted application once, logging status and audit (spec §4)', async () => {
    const { registrationId } = await submit(WITH_ACCEPTANCE);
    const path = `/api/events/${WITH_ACCEPTANCE}/people/${registrationId}/status`;
    const approved = await postJson<{ participant: Row }>(t.app, `${path}/2`, {}, as('nfl-approver@huddle.test'));
    expect(approved.status).toBe(200);
    expectSchema('StatusChangeResponse', approved.body);
    expect(approved.body.participant).toMatchObject({
      id: registrationId,
      registrationStatus: 2,
      statusName: 'Approved',
      statusChangedBy: 'Carmen Alvarez',
    });

    const statuses = await getJson<{ statuses: { statusName: string; changedBy: string }[] }>(
      t.app,
      `/api/events/${WITH_ACCEPTANCE}/registrations/${registrationId}/statuses`,
      as('nfl-user@huddle.test'),
    );
    expectSchema('StatusesResponse', statuses.body);
    expect(statuses.body.statuses.map((status) => [status.statusName, status.changedBy])).toEqual([
      ['Approved', 'Carmen Alvarez'],
      ['Submitted', 'Applicant'],
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target', '=', `registration:${registrationId}`).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'nfl-approver@huddle.test',
        action: 'registration.status',
        before_json: '{"status":8}',
        after_json: '{"status":2}',
      }),
    ]);

    for (const statusId of [2, 3]) {
      const again = await postJson(t.app, `${path}/${statusId}`, {}, as('nfl-approver@huddle.test'));
      expect(again.status).toBe(409);
      expect(again.contentType).toBe('application/problem+json');
    }
    const detail = await getJson<{ actions: unknown }>(
      t.app,
      `/api/events/${WITH_ACCEPTANCE}/people/${registrationId}`,
      as('nfl-user@huddle.test'),
    );
    expect(detail.body.actions).toEqual({ canApprove: false, canReject: false });
  });

  it.skipIf(skip)('rejects a submitted application', async () => {
    const { registrationId } = await submit(WITH_ACCEPTANCE);
    const rejected = await postJson<{ participant: Row }>(
      t.app,
      `/api/events/${WITH_ACCEPTANCE}/people/${registrationId}/status/3`,
      {},
      as('admin@huddle.test'),
    );
    expect(rejected.body.participant).toMatchObject({ registrationStatus: 3, statusName: 'Rejected', statusChangedBy: 'Dana Whitfield' });
  });

  it.skipIf(skip)('refuses decisions where the program does not require acceptance (409) and other status ids (400)', async () => {
    const { registrationId } = await submit(WITHOUT_ACCEPTANCE);
    const refused = await postJson(
      t.app,
      `/api/events/${WITHOUT_ACCEPTANCE}/people/${registrationId}/status/2`,
      {},
      as('admin@huddle.test'),
    );
    expect(refused.status).toBe(409);
    const other = await postJson(t.app, `/api/events/${WITHOUT_ACCEPTANCE}/people/${registrationId}/status/4`, {}, as('admin@huddle.test'));
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ invalid_params: [{ name: 'statusId' }] });
    const stored = await t.db.selectFrom('registrations').select('status').where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(stored.status).toBe(8);
    expect((await postJson(t.app, `/api/events/${WITH_ACCEPTANCE}/people/999999/status/2`, {}, as('admin@huddle.test'))).status).toBe(404);
  });

  it.skipIf(skip)('forbids decisions without participants.decide (403) and audits the refusal', async () => {
    const { registrationId } = await submit(WITH_ACCEPTANCE);
    const path = `/api/events/${WITH_ACCEPTANCE}/people/${registrationId}/status/2`;
    const response = await postJson(t.app, path, {}, as('nfl-user@huddle.test'));
    expect(response.status).toBe(403);
    expect(response.contentType).toBe('application/problem+json');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'permission.denied')
      .where('target', '=', `POST ${path}`)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actor: 'nfl-user@huddle.test', after_json: '{"permission":"participants.decide"}' })]);
    const stored = await t.db.selectFrom('registrations').select('status').where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(stored.status).toBe(8);
  });

  it.skipIf(skip)('logged no unexpected error', () => {
    expect(t.loggedErrors).toEqual([]);
  });
});

function registration(programId: number, formVersionId: number, eventYear: number, submittedAt: string): NewRegistration {
  return {
    program_id: programId,
    form_version_id: formVersionId,
    event_year: eventYear,
    status: 8,
    answers_json: '{}',
    first_name: null,
    last_name: null,
    search_name: null,
    email: null,
    phone: null,
    city: null,
    state_code: null,
    country: null,
    birth_date: null,
    company_name: null,
    industry: null,
    player_id: null,
    submitted_at: submittedAt,
    modified_at: submittedAt,
    status_changed_by: 'Applicant',
  };
}
