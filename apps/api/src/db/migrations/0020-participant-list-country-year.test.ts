import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { postgresIndexDefinition, sqliteIndexColumns } from '../../test-support/index-definition.ts';
import type { Database } from '../database.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';

describe.each(testDialects())('migration 0020-participant-list-country-year on $name', (dialect) => {
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

  /** The columns of registrations_live_country_state, in key order. */
  async function indexColumns(): Promise<(string | null)[]> {
    if (dialect.name === 'sqlite') return sqliteIndexColumns(db, 'registrations_live_country_state');
    const definition = await postgresIndexDefinition(db, 'registrations_live_country_state');
    return (/\(([^)]*)\)/.exec(definition)?.[1] ?? '').split(', ');
  }

  it.skipIf(skip)('puts the league year and the application date in the country + state index, and rolls back', async () => {
    expect(await indexColumns()).toEqual(['program_id', 'country', 'state_code', 'event_year', 'submitted_at', 'id', 'status']);
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('0019-participant-list-scale')).error).toBeUndefined();
    expect(await indexColumns()).toEqual(['program_id', 'country', 'state_code', 'id', 'status']);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await indexColumns()).toEqual(['program_id', 'country', 'state_code', 'event_year', 'submitted_at', 'id', 'status']);
  });
});
