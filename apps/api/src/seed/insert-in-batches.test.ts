import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { testDialects } from '../test-support/dialects.ts';
import { insertInBatches } from './insert-in-batches.ts';

describe.each(testDialects())('insertInBatches on $name', (dialect) => {
  let db: Kysely<Database>;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it.skipIf(skip)('inserts more rows than one statement may carry (13 columns × 6000 rows)', async () => {
    const rows = Array.from({ length: 6000 }, (_, index) => ({
      id: index + 1,
      first_name: 'First',
      last_name: `Last${index}`,
      search_name: `first last${index}`,
      football_name: 'First',
      position_abbr: 'QB',
      entry_year: 2010,
      current_club_full_name: null,
      status_short_description: 'Retired',
      accrued_seasons: 3,
      nfl_experience: 3,
      birth_date: '1988-01-01',
      college: 'Somewhere State',
    }));
    await insertInBatches(db, 'players', rows);
    const { n } = await db
      .selectFrom('players')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(6000);
    await insertInBatches(db, 'players', []);
  });
});
