import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledForm } from '@huddle/form-engine';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const PROGRAM = 36; // Career Tours (nfl-programs)

interface PlayerBody {
  playerId: number;
  firstName: string;
  lastName: string;
  age: number | null;
  birthDate: string | null;
}

describe.each(testDialects())('player database routes on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};
  let registrationId = 0;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin@huddle.test', 'nfl-user@huddle.test', 'club-user@huddle.test', 'legends-user@huddle.test']) {
      cookies[email] = await t.cookieFor(email);
    }
    const { body } = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${PROGRAM}`);
    const submitted = await postJson<{ registrationId: number }>(t.app, `/api/events/${PROGRAM}/responses`, {
      formVersionId: body.formVersion.id,
      answers: sampleAnswers(body.formVersion.compiled),
    });
    registrationId = submitted.body.registrationId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('finds players whose name contains the pattern, case-insensitively, at most 20', async () => {
    const player = await t.db.selectFrom('players').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const pattern = player.last_name.slice(0, 3).toUpperCase();
    const response = await getJson<{ players: PlayerBody[] }>(
      t.app,
      `/api/people/search-player-db/${encodeURIComponent(pattern)}`,
      cookies['nfl-user@huddle.test'],
    );
    expect(response.status).toBe(200);
    expectSchema('PlayerSearchResponse', response.body);
    expect(response.body.players.length).toBeGreaterThan(0);
    expect(response.body.players.length).toBeLessThanOrEqual(20);
    expect(response.body.players.map((found) => found.playerId)).toContain(player.id);
    for (const found of response.body.players)
      expect(`${found.firstName} ${found.lastName}`.toLowerCase()).toContain(pattern.toLowerCase());
    const found = response.body.players.find((candidate) => candidate.playerId === player.id);
    expect(found?.birthDate).toBe(player.birth_date);
    expect(found?.age).toBeGreaterThan(15);

    const broad = await getJson<{ players: PlayerBody[] }>(t.app, '/api/people/search-player-db/an', cookies['nfl-user@huddle.test']);
    expect(broad.body.players).toHaveLength(20);
    const none = await getJson<{ players: PlayerBody[] }>(t.app, '/api/people/search-player-db/%25%25', cookies['nfl-user@huddle.test']);
    expect(none.body.players).toEqual([]);
  });

  it.skipIf(skip)('answers 400 for a one-character pattern and 403 for a club user', async () => {
    const short = await getJson<{ invalid_params: { name: string }[] }>(
      t.app,
      '/api/people/search-player-db/a',
      cookies['nfl-user@huddle.test'],
    );
    expect(short.status).toBe(400);
    expect(short.contentType).toBe('application/problem+json');
    expect(short.body.invalid_params[0]?.name).toBe('pattern');
    expect((await getJson(t.app, '/api/people/search-player-db/%20a%20', cookies['nfl-user@huddle.test'])).status).toBe(400);
    expect((await getJson(t.app, '/api/people/search-player-db/smith', cookies['club-user@huddle.test'])).status).toBe(403);
    expect((await getJson(t.app, '/api/people/search-player-db/smith')).status).toBe(401);
  });

  it.skipIf(skip)('searches colleges and lists the conferences of a division', async () => {
    const college = await t.db.selectFrom('colleges').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const colleges = await getJson<{ colleges: { collegeName: string }[] }>(
      t.app,
      `/api/people/search-colleges-in-player-db/${encodeURIComponent(college.name.slice(0, 4).toLowerCase())}`,
      cookies['nfl-user@huddle.test'],
    );
    expect(colleges.status).toBe(200);
    expectSchema('CollegeSearchResponse', colleges.body);
    expect(colleges.body.colleges.map((found) => found.collegeName)).toContain(college.name);

    const conferences = await getJson<{ conferences: { conferenceName: string; division: string }[] }>(
      t.app,
      '/api/people/search-ncaa-conference-by-division/FBS',
      cookies['nfl-user@huddle.test'],
    );
    expect(conferences.status).toBe(200);
    expectSchema('ConferenceSearchResponse', conferences.body);
    const stored = await t.db.selectFrom('ncaa_conferences').select('name').where('division', '=', 'FBS').execute();
    expect(conferences.body.conferences.map((found) => found.conferenceName).sort()).toEqual(stored.map((row) => row.name).sort());
    expect((await getJson(t.app, '/api/people/search-ncaa-conference-by-division/FBX', cookies['nfl-user@huddle.test'])).status).toBe(400);
  });

  it.skipIf(skip)('attaches a player to a participant, with an audit row', async () => {
    const player = await t.db.selectFrom('players').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const path = `/api/events/${PROGRAM}/registrations/${registrationId}/player/${player.id}`;
    const response = await postJson<{ participant: { id: number; playerId: number | null } }>(
      t.app,
      path,
      {},
      cookies['nfl-user@huddle.test'],
    );
    expect(response.status).toBe(200);
    expectSchema('AttachPlayerResponse', response.body);
    expect(response.body.participant).toMatchObject({ id: registrationId, playerId: player.id });
    const stored = await t.db.selectFrom('registrations').select('player_id').where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(stored.player_id).toBe(player.id);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'registration.player').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor: 'nfl-user@huddle.test',
      target: `registration:${registrationId}`,
      before_json: '{"playerId":null}',
    });
  });

  it.skipIf(skip)('refuses an unknown player or participant and a program outside the family', async () => {
    const player = await t.db.selectFrom('players').select('id').orderBy('id').executeTakeFirstOrThrow();
    const unknownPlayer = await postJson(
      t.app,
      `/api/events/${PROGRAM}/registrations/${registrationId}/player/99999999`,
      {},
      cookies['admin@huddle.test'],
    );
    expect(unknownPlayer.status).toBe(404);
    const otherProgram = await postJson(
      t.app,
      `/api/events/4/registrations/${registrationId}/player/${player.id}`,
      {},
      cookies['admin@huddle.test'],
    );
    expect(otherProgram.status).toBe(404);
    const outside = await postJson(
      t.app,
      `/api/events/${PROGRAM}/registrations/${registrationId}/player/${player.id}`,
      {},
      cookies['legends-user@huddle.test'],
    );
    expect(outside.status).toBe(403);
    const stored = await t.db.selectFrom('registrations').select('player_id').where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(stored.player_id).not.toBe(player.id);
  });
});
