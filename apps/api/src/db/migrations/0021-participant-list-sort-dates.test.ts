import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { postgresIndexDefinition, sqliteIndexColumns } from '../../test-support/index-definition.ts';
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
        const columns = await sqliteIndexColumns(db, index);
        expect(columns.length).toBeGreaterThan(0);
        held[index] = columns.includes('submitted_at');
      } else {
        const definition = await postgresIndexDefinition(db, index);
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
