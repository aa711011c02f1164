import { componentRegistry } from '@huddle/components/definitions';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed-database.ts';
import { queryParticipantPage } from '../../services/participants/participant-list-query.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { insertRegistrations } from '../../test-support/registration-fixtures.ts';
import { TEST_NOW } from '../../test-support/test-app.ts';
import type { Database } from '../database.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';

const PROGRAM = 41;
const OTHER = 36;

describe.each(testDialects())('migration 0019-participant-list-scale on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let db: Kysely<Database>;
  let ids: number[] = [];

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDatabase(db, { registry: componentRegistry, now: TEST_NOW, players: 5 });
    ids = await insertRegistrations(db, PROGRAM, [
      { first_name: 'Ana', last_name: 'Smith', status: 2 },
      { first_name: 'Ben', last_name: 'Jones', event_year: 2025 },
      { first_name: 'Cy', last_name: 'Smithers', deleted_at: '2026-11-02T00:00:00.000Z' },
      { first_name: 'Di', last_name: 'Ng', company_name: 'Smithfield Farms' },
    ]);
    await insertRegistrations(db, OTHER, [{ first_name: 'Ed', last_name: 'Smith' }]);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  /** registration_counts as (program, year, status) → count (the sum of its rows: Postgres splits each into shards, migration 0022), zero counts left out. */
  async function kept(): Promise<Record<string, number>> {
    const rows = await db.selectFrom('registration_counts').selectAll().execute();
    const sums: Record<string, number> = {};
    for (const row of rows) {
      const key = `${row.program_id}/${row.event_year}/${row.status}`;
      sums[key] = (sums[key] ?? 0) + Number(row.live_count);
    }
    return Object.fromEntries(Object.entries(sums).filter(([, count]) => count !== 0));
  }

  /** The same counts from the live registrations themselves. */
  async function counted(): Promise<Record<string, number>> {
    const rows = await db
      .selectFrom('registrations')
      .select(['program_id', 'event_year', 'status', sql<number>`count(*)`.as('n')])
      .where('deleted_at', 'is', null)
      .groupBy(['program_id', 'event_year', 'status'])
      .execute();
    return Object.fromEntries(rows.map((row) => [`${row.program_id}/${row.event_year}/${row.status}`, Number(row.n)]));
  }

  async function searchIds(term: string): Promise<number[]> {
    const page = await queryParticipantPage(db, PROGRAM, {
      eventYear: null,
      filterName: term,
      page: 1,
      sort: 'applicationDate',
      descending: false,
    });
    return page.rows.map((row) => row.id);
  }

  it.skipIf(skip)('keeps the live counts per program, year and status exact through inserts, changes and deletes', async () => {
    expect(await kept()).toEqual(await counted());
    const [ana, ben, cy, di] = ids as [number, number, number, number];
    await db.updateTable('registrations').set({ status: 3 }).where('id', '=', ana).execute();
    expect(await kept()).toEqual(await counted());
    await db.updateTable('registrations').set({ event_year: 2026 }).where('id', '=', ben).execute();
    expect(await kept()).toEqual(await counted());
    await db.updateTable('registrations').set({ deleted_at: null }).where('id', '=', cy).execute();
    expect(await kept()).toEqual(await counted());
    await db.updateTable('registrations').set({ deleted_at: '2026-11-03T00:00:00.000Z' }).where('id', '=', di).execute();
    expect(await kept()).toEqual(await counted());
    await db.deleteFrom('registrations').where('id', '=', ben).execute();
    expect(await kept()).toEqual(await counted());
    await db.updateTable('registrations').set({ status: 2 }).where('program_id', '=', PROGRAM).execute();
    expect(await kept()).toEqual(await counted());
  });

  it.skipIf(skip)('finds names through the index as they change, live rows only, the same as a contains search', async () => {
    const [ana, , cy] = ids as [number, number, number, number];
    expect((await searchIds('smith')).sort()).toEqual([ana, cy].sort());
    await db.updateTable('registrations').set({ search_name: 'ana smythe', last_name: 'Smythe' }).where('id', '=', ana).execute();
    expect(await searchIds('smith')).toEqual([cy]);
    expect(await searchIds('SMYTH')).toEqual([ana]);
    await db.updateTable('registrations').set({ deleted_at: '2026-11-04T00:00:00.000Z' }).where('id', '=', cy).execute();
    expect(await searchIds('smith')).toEqual([]);
  });

  it.skipIf(skip)('rolls back and forward again', async () => {
    const migrator = await createMigrator(db);
    // Down to 0018: the later migrations first, then this one.
    const down = await migrator.migrateTo('0018-export-files');
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await kept()).toEqual(await counted());
  });
});
