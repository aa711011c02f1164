import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionKind } from '../db/database.ts';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson } from '../test-support/http.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const LEGENDS_PROGRAM = 2;
const RESUME_PROGRAM = 4;
const CAREER_TOURS = 36;
const YEAR = 2024;

describe.each(testDialects())('dashboard on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  async function insertApplication(
    programId: number,
    submittedAt: string,
    status: number,
    deletedAt: string | null = null,
  ): Promise<number> {
    const version = await t.db.selectFrom('form_versions').select('id').where('program_id', '=', programId).executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('registrations')
      .values({
        program_id: programId,
        form_version_id: version.id,
        event_year: YEAR,
        status,
        answers_json: '{}',
        first_name: 'Ann',
        last_name: 'Lee',
        search_name: 'ann lee',
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
        teams: null,
        football_areas: null,
        playing_history: null,
        deleted_at: deletedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function insertTransaction(registrationId: number, kind: TransactionKind, cents: number): Promise<void> {
    await t.db
      .insertInto('transactions')
      .values({
        registration_id: registrationId,
        transaction_date: '2024-06-20T12:00:00.000Z',
        payment_method: 'Visa 4242',
        amount_paid_cents: cents,
        transaction_num: `txn-${registrationId}-${kind}`,
        authorization_code: kind === 'payment' ? 'A1B2C3' : null,
        description: null,
        card_last_four: '4242',
        kind,
        created_at: '2024-06-20T12:00:00.000Z',
      })
      .execute();
  }

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin@huddle.test', 'nfl-user@huddle.test', 'club-user@huddle.test']) cookies[email] = await t.cookieFor(email);
    const careerA = await insertApplication(CAREER_TOURS, '2024-06-03T09:00:00.000Z', 8); // Monday: week of 06-03
    const careerB = await insertApplication(CAREER_TOURS, '2024-06-05T23:59:59.000Z', 2);
    await insertApplication(CAREER_TOURS, '2024-06-12T08:00:00.000Z', 2); // week of 06-10
    const resume = await insertApplication(RESUME_PROGRAM, '2024-06-09T22:00:00.000Z', 3); // Sunday: week of 06-03
    const removed = await insertApplication(RESUME_PROGRAM, '2024-06-04T10:00:00.000Z', 8, '2024-06-30T10:00:00.000Z');
    await insertApplication(LEGENDS_PROGRAM, '2024-07-01T10:00:00.000Z', 2);
    await insertApplication(CAREER_TOURS, '2025-06-03T10:00:00.000Z', 8).then((id) =>
      t.db
        .updateTable('registrations')
        .set({ event_year: YEAR + 1 })
        .where('id', '=', id)
        .execute(),
    );
    await insertTransaction(careerA, 'payment', 5000);
    await insertTransaction(careerA, 'refund', -2000);
    await insertTransaction(careerB, 'payment', 2500);
    await insertTransaction(careerB, 'void', 2500);
    await insertTransaction(resume, 'payment', 1000);
    await insertTransaction(removed, 'payment', 700);
    await t.db
      .insertInto('form_funnel_days')
      .values([
        { program_id: CAREER_TOURS, event_year: YEAR, day: '2024-06-01', opened: 4, started: 3 },
        { program_id: CAREER_TOURS, event_year: YEAR, day: '2024-06-02', opened: 1, started: 1 },
        { program_id: CAREER_TOURS, event_year: YEAR + 1, day: '2025-06-02', opened: 9, started: 9 },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('sums a known set of applications and fees for the staff member’s families', async () => {
    const response = await getJson(t.app, `/api/admin/dashboard?eventYear=${YEAR}`, cookies['nfl-user@huddle.test']);
    expect(response.status).toBe(200);
    expectSchema('DashboardResponse', response.body);
    expect(response.body).toEqual({
      applicationsOverTime: [
        { week: '2024-06-03', count: 3 },
        { week: '2024-06-10', count: 1 },
      ],
      applicationsByProgram: [
        { eventId: CAREER_TOURS, eventName: 'Career Tours', count: 3 },
        { eventId: RESUME_PROGRAM, eventName: 'Job Shadow and Internship Program', count: 1 },
      ],
      statusFunnel: [
        { registrationStatus: 2, statusName: 'Approved', count: 2 },
        { registrationStatus: 3, statusName: 'Rejected', count: 1 },
        { registrationStatus: 8, statusName: 'Submitted', count: 1 },
      ],
      feesCollected: {
        totalCents: 4700,
        byProgram: [
          { eventId: CAREER_TOURS, eventName: 'Career Tours', totalCents: 3000 },
          { eventId: RESUME_PROGRAM, eventName: 'Job Shadow and Internship Program', totalCents: 1700 },
        ],
      },
      applicantFunnel: [
        { eventId: CAREER_TOURS, eventName: 'Career Tours', opened: 5, started: 4, submitted: 3 },
        { eventId: RESUME_PROGRAM, eventName: 'Job Shadow and Internship Program', opened: 0, started: 0, submitted: 1 },
      ],
    });
  });

  it.skipIf(skip)('counts every family for admin, only the resume programs for a club user, and every year without eventYear', async () => {
    const admin = await getJson<{ applicationsByProgram: { eventId: number; count: number }[] }>(
      t.app,
      `/api/admin/dashboard?eventYear=${YEAR}`,
      cookies['admin@huddle.test'],
    );
    expect(admin.body.applicationsByProgram.map((row) => row.eventId)).toEqual([CAREER_TOURS, RESUME_PROGRAM, LEGENDS_PROGRAM]); // 3, then 1 each by name
    const club = await getJson<{ applicationsByProgram: { eventId: number }[]; feesCollected: { totalCents: number } }>(
      t.app,
      `/api/admin/dashboard?eventYear=${YEAR}`,
      cookies['club-user@huddle.test'],
    );
    expect(club.body.applicationsByProgram.map((row) => row.eventId)).toEqual([RESUME_PROGRAM]);
    expect(club.body.feesCollected.totalCents).toBe(1700);
    const allYears = await getJson<{ applicationsByProgram: { eventId: number; count: number }[] }>(
      t.app,
      '/api/admin/dashboard?eventYear=NP',
      cookies['nfl-user@huddle.test'],
    );
    expect(allYears.body.applicationsByProgram[0]).toEqual({ eventId: CAREER_TOURS, eventName: 'Career Tours', count: 4 });
    expect((await getJson(t.app, '/api/admin/dashboard?eventYear=1999', cookies['admin@huddle.test'])).status).toBe(400);
    expect((await getJson(t.app, '/api/admin/dashboard')).status).toBe(401);
  });
});
