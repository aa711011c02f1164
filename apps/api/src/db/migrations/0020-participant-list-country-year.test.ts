import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
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
  async function indexColumns(): Promise<string[]> {
    if (dialect.name === 'sqlite') {
      const rows = await sql<{
        name: string;
      }>`select name from pragma_index_info('registrations_live_country_state') order by seqno`.execute(db);
      return rows.rows.map((row) => row.name);
    }
    const rows = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where indexname = 'registrations_live_country_state' and schemaname = current_schema()`.execute(db);
    return (/\(([^)]*)\)/.exec(rows.rows[0]?.indexdef ?? '')?.[1] ?? '').split(', ');
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
