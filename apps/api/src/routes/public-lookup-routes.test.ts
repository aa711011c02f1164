import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { componentRegistry } from '@huddle/components/definitions';
import type { CompiledForm } from '@huddle/form-engine';
import type { AppEnv } from '../app-env.ts';
import { problemErrorHandler } from '../http/error-handler.ts';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { publicLookupRoutes } from './public-lookup-routes.ts';

const LEGENDS = 2; // NFL Legends Directory: its form has PlayerDbInfo
const CAREER_TOURS = 36; // Career Tours: the tests add PlayerDbInfo to its form (its other answers are simple)

interface Player {
  id: number;
  first_name: string;
  last_name: string;
  college: string;
  birth_date: string;
}

describe.each(testDialects())('public player database look-ups on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  let player: Player;
  let version: { id: number; compiled: CompiledForm };
  /** A program whose form has no PlayerDbInfo. */
  let without = 0;

  const registrationCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('registrations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const submit = (playerDbInfo: Record<string, unknown>) => {
    const answers = sampleAnswers(version.compiled);
    return postJson<{ registrationId: number; invalid_params?: { name: string }[] }>(t.app, `/api/events/${CAREER_TOURS}/responses`, {
      formVersionId: version.id,
      answers: { ...answers, playerDbInfo },
    });
  };

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    player = await t.db
      .selectFrom('players')
      .select(['id', 'first_name', 'last_name', 'college', 'birth_date'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('program_components')
      .values({
        program_id: CAREER_TOURS,
        component_type: 'PlayerDbInfo',
        component_key: 'playerDbInfo',
        display_name: 'Player Database Information',
        display_order: 15,
        component_text: null,
        configuration_json: '{}',
      })
      .execute();
    version = (await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${CAREER_TOURS}`)).body
      .formVersion;
    const withPlayerDbInfo = t.db.selectFrom('program_components').select('program_id').where('component_type', '=', 'PlayerDbInfo');
    without = (
      await t.db.selectFrom('programs').select('id').where('id', 'not in', withPlayerDbInfo).orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('suggests players of a PlayerDbInfo program anonymously, with no birth dates or other personal data', async () => {
    const pattern = player.last_name.slice(0, 3).toLowerCase();
    const response = await getJson<{ players: Record<string, unknown>[] }>(
      t.app,
      `/api/events/${LEGENDS}/search-player-db/${encodeURIComponent(pattern)}`,
    );
    expect(response.status).toBe(200);
    expectSchema('PublicPlayerSearchResponse', response.body);
    expect(response.body.players.length).toBeGreaterThan(0);
    expect(response.body.players.length).toBeLessThanOrEqual(20);
    for (const found of response.body.players) {
      expect(Object.keys(found).sort()).toEqual(['college', 'entryYear', 'firstName', 'lastName', 'playerId', 'positionAbbr']);
      expect(`${String(found['firstName'])} ${String(found['lastName'])}`.toLowerCase()).toContain(pattern);
    }
    expect(JSON.stringify(response.body)).not.toContain(player.birth_date);
    expect((await getJson<{ players: unknown[] }>(t.app, `/api/events/${LEGENDS}/search-player-db/an`)).body.players).toHaveLength(20);
  });

  it.skipIf(skip)('answers 400 under 2 characters and 404 where the form asks for no player database record', async () => {
    const short = await getJson<{ invalid_params: { name: string }[] }>(t.app, `/api/events/${LEGENDS}/search-player-db/a`);
    expect(short.status).toBe(400);
    expect(short.contentType).toBe('application/problem+json');
    expect(short.body.invalid_params[0]?.name).toBe('pattern');
    expect((await getJson(t.app, `/api/events/${LEGENDS}/search-player-db/%20a`)).status).toBe(400);
    const other = await getJson<{ detail: string }>(t.app, `/api/events/${without}/search-player-db/smith`);
    expect(other.status).toBe(404);
    expect(other.contentType).toBe('application/problem+json');
    expect((await getJson(t.app, '/api/events/99999/search-player-db/smith')).status).toBe(404);
    expect((await getJson(t.app, `/api/events/${without}/player-info?p=${player.id}`)).status).toBe(404);
  });

  it.skipIf(skip)('suggests college names and lists the conferences of a division', async () => {
    const pattern = player.college.slice(0, 4).toLowerCase();
    const colleges = await getJson<{ colleges: string[] }>(t.app, `/api/events/${without}/search-colleges/${encodeURIComponent(pattern)}`);
    expect(colleges.status).toBe(200);
    expectSchema('PublicCollegeSearchResponse', colleges.body);
    expect(colleges.body.colleges).toContain(player.college);
    for (const name of colleges.body.colleges) expect(name.toLowerCase()).toContain(pattern);
    expect((await getJson(t.app, `/api/events/${without}/search-colleges/x`)).status).toBe(400);

    const fbs = await getJson<{ conferences: string[] }>(t.app, `/api/events/${LEGENDS}/ncaa-conferences/FBS`);
    expect(fbs.status).toBe(200);
    expectSchema('PublicConferenceSearchResponse', fbs.body);
    expect(fbs.body.conferences).toContain('Southeastern Conference');
    expect(fbs.body.conferences).toEqual([...fbs.body.conferences].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await getJson(t.app, `/api/events/${LEGENDS}/ncaa-conferences/D1`)).status).toBe(400);
    expect((await getJson(t.app, '/api/events/99999/ncaa-conferences/FBS')).status).toBe(404);
  });

  it.skipIf(skip)('preloads a player by ?p= without the birth date; 404 for an unknown player, 400 without p', async () => {
    const response = await getJson<Record<string, unknown>>(t.app, `/api/events/${LEGENDS}/player-info?p=${player.id}`);
    expect(response.status).toBe(200);
    expectSchema('PlayerInfoResponse', response.body);
    expect(response.body).toEqual({
      player: { playerId: player.id, firstName: player.first_name, lastName: player.last_name, college: player.college },
      playerAlreadyEnrolled: false,
    });
    expect((await getJson(t.app, `/api/events/${LEGENDS}/player-info?p=999999`)).status).toBe(404);
    const missing = await getJson<{ invalid_params: { name: string }[] }>(t.app, `/api/events/${LEGENDS}/player-info`);
    expect(missing.status).toBe(400);
    expect(missing.body.invalid_params[0]?.name).toBe('p');
    expect((await getJson(t.app, `/api/events/${LEGENDS}/player-info?p=abc`)).status).toBe(400);
  });

  it.skipIf(skip)('refuses a submission naming an unknown player with 422 on playerDbInfo.playerId, storing nothing', async () => {
    const before = await registrationCount();
    const response = await submit({ playerId: 999999, firstName: 'Jane', lastName: 'Doe', college: 'Rice' });
    expect(response.status).toBe(422);
    expect(response.body.invalid_params?.map((param) => param.name)).toEqual(['playerDbInfo.playerId']);
    expect(await registrationCount()).toBe(before);
  });

  it.skipIf(skip)(
    'takes names, college and birth date from the player database at submit, sets the player, then reports the player enrolled',
    async () => {
      const response = await submit({ playerId: player.id, firstName: 'Someone', lastName: 'Else', college: 'Nowhere' });
      expect(response.status).toBe(201);
      const row = await t.db
        .selectFrom('registrations')
        .select(['player_id', 'answers_json'])
        .where('id', '=', response.body.registrationId)
        .executeTakeFirstOrThrow();
      expect(row.player_id).toBe(player.id);
      const [year, month, day] = player.birth_date.split('-');
      expect((JSON.parse(row.answers_json) as { playerDbInfo: unknown }).playerDbInfo).toEqual({
        playerId: player.id,
        firstName: player.first_name,
        lastName: player.last_name,
        college: player.college,
        birthDate: `${month}/${day}/${year}`,
      });
      const info = await getJson<{ playerAlreadyEnrolled: boolean }>(t.app, `/api/events/${CAREER_TOURS}/player-info?p=${player.id}`);
      expect(info.body.playerAlreadyEnrolled).toBe(true);
      expect(
        (await getJson<{ playerAlreadyEnrolled: boolean }>(t.app, `/api/events/${LEGENDS}/player-info?p=${player.id}`)).body
          .playerAlreadyEnrolled,
      ).toBe(false);

      await t.db
        .updateTable('registrations')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', response.body.registrationId)
        .execute();
      expect(
        (await getJson<{ playerAlreadyEnrolled: boolean }>(t.app, `/api/events/${CAREER_TOURS}/player-info?p=${player.id}`)).body
          .playerAlreadyEnrolled,
      ).toBe(false);
    },
  );

  it.skipIf(skip)('still requires the birth date when no player is chosen', async () => {
    const response = await submit({ firstName: 'Jane', lastName: 'Doe', college: 'Rice' });
    expect(response.status).toBe(422);
    expect(response.body.invalid_params?.map((param) => param.name)).toEqual(['playerDbInfo.birthDate']);
    expect((await submit({ firstName: 'Jane', lastName: 'Doe', college: 'Rice', birthDate: '04/12/1985' })).status).toBe(201);
  });

  it.skipIf(skip)('limits look-ups per client address with a 429 problem', async () => {
    // On Postgres the counters live in the database: forget this file's earlier look-ups in the current window.
    await t.db.deleteFrom('rate_limit_hits').execute();
    const app = new Hono<AppEnv>();
    app.route('/', publicLookupRoutes({ db: t.db, registry: componentRegistry, now: () => new Date() }, { limit: 2, windowMs: 60_000 }));
    app.onError(problemErrorHandler(() => undefined));
    expect((await app.request(`/api/events/${LEGENDS}/ncaa-conferences/FBS`)).status).toBe(200);
    expect((await app.request(`/api/events/${LEGENDS}/search-colleges/ala`)).status).toBe(200);
    const limited = await app.request(`/api/events/${LEGENDS}/ncaa-conferences/FCS`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('application/problem+json');
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});
