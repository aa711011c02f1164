import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { testDialects } from '../test-support/dialects.ts';
import { DatabaseRateLimitStore } from './database-rate-limit-store.ts';

describe.each(testDialects())('DatabaseRateLimitStore on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let db: Kysely<Database>;
  let clock = Date.parse('2026-11-21T12:00:30.000Z');

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it.skipIf(skip)('counts concurrent hits of every store instance once, per window and per limit name', async () => {
    const stores = [1, 2, 3].map(() => new DatabaseRateLimitStore(db, 'submit', 60_000, () => clock));
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => stores[i % 3]?.increment('203.0.113.9')));
    expect(results.map((result) => result?.totalHits).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(results[0]?.resetTime?.toISOString()).toBe('2026-11-21T12:01:00.000Z');
    // Another limit name and another client count apart.
    expect((await new DatabaseRateLimitStore(db, 'lookup', 60_000, () => clock).increment('203.0.113.9')).totalHits).toBe(1);
    expect((await stores[0]?.increment('198.51.100.1'))?.totalHits).toBe(1);

    await stores[1]?.decrement('203.0.113.9');
    expect((await stores[2]?.get('203.0.113.9'))?.totalHits).toBe(29);
    await stores[1]?.resetKey('203.0.113.9');
    expect(await stores[2]?.get('203.0.113.9')).toBeUndefined();
  });

  it.skipIf(skip)('starts a new count in the next window and sweeps the ended ones', async () => {
    const store = new DatabaseRateLimitStore(db, 'upload', 60_000, () => clock);
    await store.increment('203.0.113.7');
    await store.increment('203.0.113.7');
    clock += 60_000;
    expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
    const windows = await db.selectFrom('rate_limit_hits').select('window_start').where('client_key', '=', 'upload:203.0.113.7').execute();
    expect(windows).toEqual([{ window_start: '2026-11-21T12:01:00.000Z' }]);
  });

  it.skipIf(skip || dialect.name !== 'postgres')('keeps the counters in an unlogged table on Postgres (migration 0025)', async () => {
    const persistence = await sql<{ relpersistence: string }>`
      select relpersistence from pg_class where oid = to_regclass('rate_limit_hits')`.execute(db);
    expect(persistence.rows).toEqual([{ relpersistence: 'u' }]);
  });
});
