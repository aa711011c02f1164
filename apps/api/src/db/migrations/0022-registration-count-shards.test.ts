import { componentRegistry } from '@huddle/components/definitions';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed-database.ts';
import { liveTotals } from '../../services/participants/participant-list-query.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { insertRegistrations } from '../../test-support/registration-fixtures.ts';
import { TEST_NOW } from '../../test-support/test-app.ts';
import type { Database } from '../database.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';
import { COUNT_SHARDS } from './0022-registration-count-shards.ts';

const PROGRAM = 41;
const YEAR = 2025;

describe.each(testDialects())('migration 0022-registration-count-shards on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDatabase(db, { registry: componentRegistry, now: TEST_NOW, players: 5 });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  /** Counter rows of the program-year's Submitted (status 1) key. */
  async function counterRows(): Promise<number> {
    const row = await sql<{ n: number }>`select count(*) as n from registration_counts
      where program_id = ${PROGRAM} and event_year = ${YEAR} and status = 1`.execute(db);
    return Number(row.rows[0]?.n);
  }

  /** The counter shard of the open transaction `trx` (migration 0022: its transaction id modulo COUNT_SHARDS). */
  async function shardOf(trx: Kysely<Database>): Promise<number> {
    const row = await sql<{ shard: number }>`select (txid_current() % ${COUNT_SHARDS})::int as shard`.execute(trx);
    return Number(row.rows[0]?.shard);
  }

  it.skipIf(skip || dialect.name !== 'postgres')(
    'lets two open transactions add registrations to one program-year without waiting for each other',
    async () => {
      const before = (await liveTotals(db, PROGRAM, YEAR)).submissions;
      let releaseFirst = () => {};
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstInserted: (shard: number) => void = () => {};
      const inserted = new Promise<number>((resolve) => (firstInserted = resolve));
      const first = db.transaction().execute(async (trx) => {
        await insertRegistrations(trx, PROGRAM, [{ first_name: 'Ana', last_name: 'First', event_year: YEAR, status: 1 }]);
        firstInserted(await shardOf(trx));
        await firstHolds;
      });
      const firstShard = await inserted;
      // Without shards this insert waits on the counter row the first transaction holds, and the lock timeout fails it.
      // A transaction whose id falls in the first one's shard (1 in COUNT_SHARDS) would wait too: it is rolled back and retried.
      for (let attempt = 0; ; attempt++) {
        const added = await db
          .transaction()
          .execute(async (trx) => {
            await sql`set local lock_timeout = '2s'`.execute(trx);
            if ((await shardOf(trx)) === firstShard) throw new SameShard();
            await insertRegistrations(trx, PROGRAM, [{ first_name: 'Ben', last_name: 'Second', event_year: YEAR, status: 1 }]);
            return true;
          })
          .catch((error: unknown) => {
            if (error instanceof SameShard && attempt < 3) return false;
            throw error;
          });
        if (added) break;
      }
      releaseFirst();
      await first;
      expect((await liveTotals(db, PROGRAM, YEAR)).submissions).toBe(before + 2);
    },
  );

  it.skipIf(skip)('keeps one counter row per key on SQLite and up to COUNT_SHARDS on Postgres, exact through a roll back', async () => {
    for (let index = 0; index < 20; index++) {
      await insertRegistrations(db, PROGRAM, [{ first_name: `P${index}`, last_name: 'Many', event_year: YEAR, status: 1 }]);
    }
    const totals = await liveTotals(db, PROGRAM, YEAR);
    const rows = await counterRows();
    if (dialect.name === 'sqlite') expect(rows).toBe(1);
    else expect(rows).toBeGreaterThan(1);
    expect(rows).toBeLessThanOrEqual(COUNT_SHARDS);

    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('0021-participant-list-sort-dates')).error).toBeUndefined();
    expect(await counterRows()).toBe(1);
    expect(await liveTotals(db, PROGRAM, YEAR)).toEqual(totals);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await liveTotals(db, PROGRAM, YEAR)).toEqual(totals);
  });
});

/** Thrown to roll back a transaction that drew the other one's counter shard. */
class SameShard extends Error {}
