import { componentRegistry } from '@huddle/components/definitions';
import {
  CompiledQuery,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { insertRegistrations } from '../../test-support/insert-registrations.ts';
import { TEST_NOW } from '../../test-support/test-app.ts';
import type { ParticipantFilters } from './participant-filters.ts';
import { queryParticipantPage, type ParticipantSort } from './participant-list-query.ts';

/** The list's scopes: a league year of a program, and a program over every year (Legends, 'NP'). */
const YEAR_SCOPE = { programId: 36, eventYear: 2025 };
const ALL_YEARS_SCOPE = { programId: 2, eventYear: null };
const PROGRAMS = [36, 2, 4, 6];
const YEARS = [2024, 2025, 2026];
const ROWS_PER_PROGRAM_YEAR = 600;

/**
 * Filters with an index of their own (the trigram name search, the date range
 * on submitted_at, country + state), whose matches the planner may read
 * through that index and then sort: the sort's input is the filter's matches,
 * not the program-year, and the page holds a tenth of them (spec §2), so its
 * cost grows with the page. Every other variant reads its order from an index.
 */
const SORTED_MATCHES = new Set<string>(['name search', 'date range', 'country + state']);

const SORTS: readonly ParticipantSort[] = ['applicationDate', 'applicantName', 'companyName', 'state'];

/** Every filter of spec §2 alone (none, the indexed name search, each other filter). */
const FILTERS: Readonly<Record<string, ParticipantFilters>> = {
  none: {},
  'name search': { filterName: 'first12' },
  'date range': { fromDate: '2026-10-01', toDate: '2026-11-30' },
  'country + state': { country: 'United States of America', state: 'IL' },
  team: { eventTeam: 'Chicago Bears' },
  'football areas': { searchFootballAreas: 'DEI,Officiating' },
};

/** Records the statements a block of code sends, to EXPLAIN them afterwards. */
class StatementCapture implements KyselyPlugin {
  readonly statements: { node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId'] }[] = [];

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push({ node: args.node, queryId: args.queryId });
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/**
 * Query plans of the participants list (issue 17 point 2): every statement
 * that reads registrations for a page, under each sort in both directions,
 * each filter, a year and an all-years scope, is EXPLAINed and must not scan
 * the table or an index from end to end, nor sort for its ORDER BY except
 * above the matches of an indexed filter (SORTED_MATCHES); a name search
 * must go through the trigram index.
 *
 * The test tables hold thousands of rows, where a full scan is often the
 * cheapest plan, so the question asked is whether an index serves each query:
 * - SQLite: as shipped (no statistics) and after ANALYZE; any
 *   'SCAN registrations' line (table or whole index) or 'USE TEMP B-TREE FOR
 *   ORDER BY' fails.
 * - Postgres: after VACUUM ANALYZE, with enable_seqscan off (and enable_sort
 *   off where no sort is allowed)
 *   for the EXPLAIN: at this size a Seq Scan, or a bitmap scan and a sort of
 *   a few hundred rows, is rightly the cheaper plan, so the planner is asked
 *   for a plan without them, which still holds a Seq Scan or a Sort node when
 *   no index can serve the query or give its order; either fails (at a
 *   million rows the bench prints the plans the planner picks on its own).
 */
describe.each(testDialects())('participants list query plans on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDatabase(db, { registry: componentRegistry, now: TEST_NOW, players: 20 });
    for (const programId of PROGRAMS) {
      for (const eventYear of YEARS)
        await insertRegistrations(db, { programId, eventYear, count: ROWS_PER_PROGRAM_YEAR, deletedEvery: 40 });
    }
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
  });

  /** The plan lines of every registrations statement one page request sends. */
  async function plansOfPage(
    scope: { programId: number; eventYear: number | null },
    filters: ParticipantFilters,
    sort: ParticipantSort,
    descending: boolean,
    page: number,
    sortAllowed: boolean,
  ): Promise<{ sql: string; plan: string[] }[]> {
    const capture = new StatementCapture();
    const captured = db.withPlugin(capture);
    await queryParticipantPage(captured, scope.programId, { ...filters, eventYear: scope.eventYear, sort, descending, page });
    const plans: { sql: string; plan: string[] }[] = [];
    for (const statement of capture.statements) {
      const compiled = db.getExecutor().compileQuery(statement.node, statement.queryId);
      if (!/^select/i.test(compiled.sql) || !/"registrations"/.test(compiled.sql)) continue;
      plans.push({ sql: compiled.sql, plan: await planOf(compiled, sortAllowed) });
    }
    return plans;
  }

  async function planOf(compiled: CompiledQuery, sortAllowed: boolean): Promise<string[]> {
    if (dialect.name === 'sqlite') {
      const result = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((row) => row.detail);
    }
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      if (!sortAllowed) await sql`set local enable_sort = off`.execute(trx);
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((row) => row['QUERY PLAN']);
    });
  }

  /** Every variant's plan problems (empty: all plans fit), as 'variant: problem' lines. */
  async function planProblems(): Promise<string[]> {
    const problems: string[] = [];
    for (const scope of [YEAR_SCOPE, ALL_YEARS_SCOPE]) {
      for (const [filterName, filters] of Object.entries(FILTERS)) {
        for (const sort of SORTS) {
          for (const descending of [false, true]) {
            for (const page of [1, 3]) {
              const statements = await plansOfPage(scope, filters, sort, descending, page, SORTED_MATCHES.has(filterName));
              const variant = `${filterName}, ${sort} ${descending ? 'desc' : 'asc'}, page ${page}, year ${scope.eventYear}`;
              for (const { sql: text, plan } of statements) {
                for (const problem of problemsOfPlan(plan, SORTED_MATCHES.has(filterName)))
                  problems.push(`${variant}: ${problem}\n  ${text}\n  ${plan.join('\n  ')}`);
              }
              const plans = statements.map((statement) => statement.plan.join('\n')).join('\n');
              if (
                filterName === 'name search' &&
                !(dialect.name === 'sqlite' ? /SCAN registrations_name_fts VIRTUAL TABLE/ : /registrations_\w+_trgm/).test(plans)
              ) {
                problems.push(`${variant}: the name search does not use the trigram index\n  ${plans}`);
              }
            }
          }
        }
      }
    }
    return problems;
  }

  function problemsOfPlan(plan: string[], sortAllowed: boolean): string[] {
    const text = plan.join('\n');
    const problems: string[] = [];
    if (dialect.name === 'sqlite') {
      if (/SCAN registrations\b(?!_name_fts)/.test(text)) problems.push('full scan');
      if (!/SEARCH registrations /.test(text)) problems.push('no index search');
      if (!sortAllowed && text.includes('USE TEMP B-TREE FOR ORDER BY')) problems.push('temporary B-tree for ORDER BY');
    } else {
      if (/Seq Scan on registrations/.test(text)) problems.push('Seq Scan');
      if (!sortAllowed && /\bSort\b/.test(text)) problems.push('Sort');
    }
    return problems;
  }

  it.skipIf(skip || dialect.name !== 'sqlite')(
    'reads every list variant through indexes without statistics (SQLite as shipped)',
    async () => {
      expect(await planProblems()).toEqual([]);
    },
    120_000,
  );

  it.skipIf(skip || dialect.name !== 'sqlite')(
    "reads a league year's country + state matches as one range of their index, in date order (SQLite as shipped)",
    async () => {
      for (const descending of [false, true]) {
        const pages = await plansOfPage(YEAR_SCOPE, FILTERS['country + state'] ?? {}, 'applicationDate', descending, 3, false);
        // The count and the page's ids (the rows are then read by id).
        const filtered = pages.filter((statement) => statement.sql.includes('state_code = '));
        expect(filtered).toHaveLength(2);
        for (const { plan } of filtered) {
          // Migration 0020: the year is part of the range (before it, each match was looked up in the table).
          expect(plan.join('\n')).toMatch(
            /USING (COVERING )?INDEX registrations_live_country_state \(program_id=\? AND country=\? AND state_code=\? AND event_year=\?\)/,
          );
          expect(plan.join('\n')).not.toContain('TEMP B-TREE');
        }
      }
    },
  );

  it.skipIf(skip)(
    'reads every list variant through indexes with the statistics of the table',
    async () => {
      if (dialect.name === 'sqlite') await sql`analyze`.execute(db);
      else await sql`vacuum analyze registrations`.execute(db);
      expect(await planProblems()).toEqual([]);
    },
    120_000,
  );
});
