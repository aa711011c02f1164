import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { componentRegistry } from '@huddle/components/definitions';
import { testDialects } from '../../test-support/dialects.ts';
import { insertRegistrations } from '../../test-support/insert-registrations.ts';
import { TEST_NOW } from '../../test-support/test-app.ts';
import { answeredFormVersionsQuery, exportBatchQuery } from './export-queries.ts';

/** Programs and league years the rows spread over; the export reads one of the 16 program-years. */
const PROGRAMS = [4, 36, 6, 2];
const YEARS = [2023, 2024, 2025, 2026];
/** 16 program-years × 10 rounds × 150 rows: 24,000 registrations. */
const ROUNDS = 10;
const ROWS_PER_ROUND = 150;
/** Rows per batch in the plans: a batch is a small part of a league year, as at scale (1,000 of 100,000s). */
const BATCH = 100;
const SCOPE = { programId: 4, eventYear: 2026 };

/** The plan lines of a query: SQLite's EXPLAIN QUERY PLAN details, or Postgres' EXPLAIN text. */
async function planOf(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  return result.rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
}

describe.each(testDialects())('export query plans on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let db: Kysely<Database>;
  let middleId = 0;

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDatabase(db, { registry: componentRegistry, now: TEST_NOW, players: 20 });
    // Interleaved, as applications arrive: each program-year's ids spread over the table.
    for (let round = 0; round < ROUNDS; round++) {
      for (const programId of PROGRAMS) {
        for (const eventYear of YEARS) await insertRegistrations(db, { programId, eventYear, count: ROWS_PER_ROUND, deletedEvery: 50 });
      }
    }
    const ids = await db
      .selectFrom('registrations')
      .select('id')
      .where('program_id', '=', SCOPE.programId)
      .where('event_year', '=', SCOPE.eventYear)
      .orderBy('id')
      .execute();
    middleId = ids[Math.floor(ids.length / 3)]?.id ?? 0;
  });
  afterAll(async () => {
    await db?.destroy();
  });

  /** The export queries for SCOPE (the first keyset batch and one from the first third of the year). */
  const queries = () => ({
    firstBatch: exportBatchQuery(db, SCOPE, 0, BATCH),
    batch: exportBatchQuery(db, SCOPE, middleId, BATCH),
    formVersions: answeredFormVersionsQuery(db, SCOPE),
  });

  /** Fails on a full scan of registrations or a sort of its rows (Postgres: any Sort or Seq Scan in the batch query). */
  async function expectIndexedPlans(): Promise<void> {
    for (const [name, query] of Object.entries(queries())) {
      const plan = await planOf(db, dialect.name, query);
      const text = `${name}:\n${plan.join('\n')}`;
      if (dialect.name === 'sqlite') {
        const registrationLines = plan.filter((line) => / registrations\b/.test(line));
        expect(registrationLines.length, text).toBeGreaterThan(0);
        for (const line of registrationLines)
          expect(line, text).toMatch(/^SEARCH registrations (EXISTS )?USING (COVERING )?INDEX registrations_live_year_/);
        if (name !== 'formVersions') expect(plan.join('\n'), text).not.toContain('USE TEMP B-TREE');
      } else {
        expect(plan.join('\n'), text).not.toMatch(/Seq Scan on registrations/);
        // Any index in id order fits a batch (the planner may walk the primary key while a year is a small share of the table).
        expect(plan.join('\n'), text).toMatch(/Index (Only )?Scan using registrations_\w+ on registrations/);
        if (name === 'batch' || name === 'firstBatch') expect(plan.join('\n'), text).not.toMatch(/Sort|Seq Scan/);
      }
    }
  }

  it.skipIf(skip || dialect.name !== 'sqlite')(
    'reads registrations through the export indexes without statistics (SQLite as shipped)',
    async () => {
      await expectIndexedPlans();
    },
  );

  it.skipIf(skip)('reads registrations through the export indexes with the statistics of a realistic table', async () => {
    if (dialect.name === 'sqlite') await sql`analyze`.execute(db);
    else await sql`vacuum analyze registrations`.execute(db);
    await expectIndexedPlans();
  });
});
