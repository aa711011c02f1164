import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRegistrations } from '../test-support/insert-registrations.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createDatabase, createLongReadDatabase, type DatabaseLocation } from './create-database.ts';
import type { Database } from './database.ts';

const PROGRAM = 36; // Career Tours
const YEAR = 2031;

describe('long-read connection (issue 17: an export does not fill the main page cache)', () => {
  let dir: string;
  let location: DatabaseLocation;
  let reader: Kysely<Database>;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'huddle-long-read-'));
    location = { databaseUrl: null, sqlitePath: join(dir, 'huddle.sqlite') };
    const db = createDatabase(location);
    const opened = createLongReadDatabase(location);
    if (opened === null) throw new Error('an SQLite file gets a long-read connection');
    reader = opened;
    t = await createTestApp({ name: 'sqlite', create: () => Promise.resolve(db) }, {}, { longReadDb: reader });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is a read-only connection with a small page cache that sees what the main connection committed', async () => {
    const cache = await sql<{ cache_size: number }>`pragma cache_size`.execute(reader);
    expect(cache.rows[0]?.cache_size).toBe(-2000);
    const main = await sql<{ cache_size: number }>`pragma cache_size`.execute(t.db);
    expect(main.rows[0]?.cache_size).toBe(-65536);
    await insertRegistrations(t.db, { programId: PROGRAM, eventYear: YEAR, count: 3 });
    const seen = await reader.selectFrom('registrations').select('id').where('event_year', '=', YEAR).execute();
    expect(seen).toHaveLength(3);
    await expect(sql`delete from registrations`.execute(reader)).rejects.toThrow(/readonly/);
  });

  it('serves the CSV export', async () => {
    const cookie = await t.cookieFor('admin@huddle.test');
    const response = await t.app.request(`/api/events/${PROGRAM}/years/${YEAR}/export`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const [, ...rows] = parse(Buffer.from(await response.arrayBuffer()), { bom: true }) as string[][];
    expect(rows.map((row) => row[4])).toEqual(['Last0', 'Last1', 'Last2']);
    // The rows come through the long-read connection: once it is closed the stream breaks before any row.
    await reader.destroy();
    const failed = await t.app.request(`/api/events/${PROGRAM}/years/${YEAR}/export`, { headers: { cookie } });
    const body = await failed.text().catch((error: unknown) => String(error));
    expect(body).not.toContain('Last0');
    // The broken download is logged: the staff member only sees it stop.
    await expect.poll(() => t.loggedErrors.length).toBe(1);
    expect(String(t.loggedErrors[0])).toMatch(/destroyed/i);
    t.loggedErrors.length = 0;
  });

  it('is only opened for an SQLite file', () => {
    expect(createLongReadDatabase({ databaseUrl: null, sqlitePath: ':memory:' })).toBeNull();
    expect(createLongReadDatabase({ databaseUrl: 'postgres://root@127.0.0.1:5432/test', sqlitePath: 'unused' })).toBeNull();
  });
});
