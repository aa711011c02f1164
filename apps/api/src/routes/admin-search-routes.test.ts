import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewRegistration } from '../db/database.ts';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson } from '../test-support/http.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

interface SearchBody {
  programs: { eventId: number; eventName: string; family: string }[];
  participants: { id: number; applicantName: string; eventId: number; eventName: string; family: string }[];
}

const LEGENDS_PROGRAM = 2; // NFL Legends Directory (legends-directory)
const CAREER_TOURS = 36; // nfl-programs
const RESUME_PROGRAM = 4; // resume

describe.each(testDialects())('admin search on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  async function insertPerson(programId: number, first: string, last: string, extra: Partial<NewRegistration> = {}): Promise<number> {
    const version = await t.db.selectFrom('form_versions').select('id').where('program_id', '=', programId).executeTakeFirstOrThrow();
    const at = '2026-11-02T10:00:00.000Z';
    const row = await t.db
      .insertInto('registrations')
      .values({
        program_id: programId,
        form_version_id: version.id,
        event_year: 2026,
        status: 8,
        answers_json: '{}',
        first_name: first,
        last_name: last,
        search_name: `${first} ${last}`.toLowerCase(),
        email: `${first.toLowerCase()}@example.org`,
        phone: null,
        city: null,
        state_code: null,
        country: null,
        birth_date: null,
        company_name: null,
        industry: null,
        player_id: null,
        submitted_at: at,
        modified_at: at,
        status_changed_by: 'Applicant',
        teams: null,
        football_areas: null,
        playing_history: null,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const ids = { career: 0, resume: 0, legends: 0, removed: 0 };
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin@huddle.test', 'nfl-user@huddle.test', 'legends-user@huddle.test'])
      cookies[email] = await t.cookieFor(email);
    ids.career = await insertPerson(CAREER_TOURS, 'Zebulon', 'Quackenbush');
    ids.resume = await insertPerson(RESUME_PROGRAM, 'Zelda', 'Quackenbush', { submitted_at: '2026-11-03T10:00:00.000Z' });
    ids.legends = await insertPerson(LEGENDS_PROGRAM, 'Zora', 'Quackenbush', { company_name: 'Quack Ventures' });
    ids.removed = await insertPerson(CAREER_TOURS, 'Zed', 'Quackenbush', { deleted_at: '2026-11-04T10:00:00.000Z' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('finds participants by name, newest first, only in the staff member’s families', async () => {
    const nfl = await getJson<SearchBody>(t.app, '/api/admin/search?q=QUACKEN', cookies['nfl-user@huddle.test']);
    expect(nfl.status).toBe(200);
    expectSchema('AdminSearchResponse', nfl.body);
    expect(nfl.body.participants.map((row) => [row.id, row.eventId, row.family])).toEqual([
      [ids.resume, RESUME_PROGRAM, 'resume'],
      [ids.career, CAREER_TOURS, 'nfl-programs'],
    ]);
    expect(nfl.body.participants[1]).toMatchObject({ applicantName: 'Zebulon Quackenbush', eventName: 'Career Tours' });

    const legends = await getJson<SearchBody>(t.app, '/api/admin/search?q=quackenbush', cookies['legends-user@huddle.test']);
    expect(legends.body.participants.map((row) => row.id)).toEqual([ids.legends]);
    const byCompany = await getJson<SearchBody>(t.app, '/api/admin/search?q=quack%20ventures', cookies['admin@huddle.test']);
    expect(byCompany.body.participants.map((row) => row.id)).toEqual([ids.legends]);
  });

  it.skipIf(skip)('finds programs by name in the staff member’s families, at most 25', async () => {
    const nfl = await getJson<SearchBody>(t.app, '/api/admin/search?q=internship', cookies['nfl-user@huddle.test']);
    expect(nfl.body.programs.map((program) => program.eventName)).toEqual(['Internship Program', 'Job Shadow and Internship Program']);
    const legends = await getJson<SearchBody>(t.app, '/api/admin/search?q=internship', cookies['legends-user@huddle.test']);
    expect(legends.body.programs).toEqual([]);
    const legendsOwn = await getJson<SearchBody>(t.app, '/api/admin/search?q=legends%20directory', cookies['legends-user@huddle.test']);
    expect(legendsOwn.body.programs.map((program) => program.eventId)).toContain(LEGENDS_PROGRAM);
    const everything = await getJson<SearchBody>(t.app, '/api/admin/search?q=e', cookies['admin@huddle.test']);
    expect(everything.body.programs).toHaveLength(25);
  });

  it.skipIf(skip)('requires a keyword and a session', async () => {
    expect((await getJson(t.app, '/api/admin/search', cookies['admin@huddle.test'])).status).toBe(400);
    expect((await getJson(t.app, '/api/admin/search?q=%20', cookies['admin@huddle.test'])).status).toBe(400);
    expect((await getJson(t.app, '/api/admin/search?q=x')).status).toBe(401);
  });
});
