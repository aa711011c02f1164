import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import type { Database } from '../database.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';

const SORT_INDEXES = ['name', 'company', 'state'].flatMap((sort) => [`registrations_live_year_${sort}`, `registrations_live_${sort}`]);

describe.each(testDialects())('migration 0021-participant-list-sort-dates on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  /** Whether each text-sort index holds submitted_at (SQLite: as a column; Postgres: in INCLUDE). */
  async function holdsDate(): Promise<Record<string, boolean>> {
    const held: Record<string, boolean> = {};
    for (const index of SORT_INDEXES) {
      if (dialect.name === 'sqlite') {
        const rows = await sql<{ name: string | null }>`select name from pragma_index_info(${index})`.execute(db);
        expect(rows.rows.length).toBeGreaterThan(0);
        held[index] = rows.rows.some((row) => row.name === 'submitted_at');
      } else {
        const rows = await sql<{ indexdef: string }>`select indexdef from pg_indexes
          where indexname = ${index} and schemaname = current_schema()`.execute(db);
        const definition = rows.rows[0]?.indexdef ?? '';
        expect(definition).toMatch(/ WHERE \(deleted_at IS NULL\)$/);
        held[index] = / INCLUDE \([a-z_]+, submitted_at\) /.test(definition);
      }
    }
    return held;
  }

  it.skipIf(skip)('puts the application date in every text-sort index on Postgres only, and rolls back', async () => {
    const everywhere = (value: boolean) => Object.fromEntries(SORT_INDEXES.map((index) => [index, value]));
    const migrated = dialect.name === 'postgres';
    expect(await holdsDate()).toEqual(everywhere(migrated));
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('0020-participant-list-country-year')).error).toBeUndefined();
    expect(await holdsDate()).toEqual(everywhere(false));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await holdsDate()).toEqual(everywhere(migrated));
  });
});
