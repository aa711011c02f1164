import { componentRegistry } from '@huddle/components/definitions';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { seedLegendBusinesses } from '../../seed/legends/seed-legend-businesses.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { TEST_NOW } from '../../test-support/test-app.ts';
import { searchBusinessDirectory } from './business-directory-query.ts';
import { BROAD_MATCHES, countQuery, directoryFilters, pageIdsQuery, type DirectoryFilters } from './directory-match.ts';

/**
 * The directory search's plans and index (migration 0015): on SQLite every
 * statement starts from an index (the full-text index, a facet's primary
 * key or the (listed, sort_name, id) index), never a scan of
 * legend_applications (EXPLAIN QUERY PLAN); on both dialects the text index
 * follows approvals, Out of Business and renames. Nothing is timed (the
 * speed is `npm run bench`).
 */
describe.each(testDialects())('directory search plans on $name', (dialect) => {
  let db: Kysely<Database>;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDatabase(db, { registry: componentRegistry, now: TEST_NOW, players: 40 });
    await seedLegendBusinesses(db, { registry: componentRegistry, now: TEST_NOW, count: 30 });
    for (const table of ['legend_applications', 'legend_application_facets']) await sql`analyze ${sql.table(table)}`.execute(db);
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
  });

  /** SQLite's plan of a statement, one line per step. */
  async function planOf(statement: RawBuilder<unknown>): Promise<string> {
    const compiled = statement.compile(db);
    const plan = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return plan.rows.map((row) => row.detail).join('\n');
  }

  /** No step reads a whole table (the FTS5 index's own 'SCAN ... VIRTUAL TABLE INDEX' is an index lookup). */
  const noTableScan = (plan: string) => expect(plan).not.toMatch(/\bSCAN (la|legend_applications|legend_application_facets)\b(?! VIRTUAL)/);

  const searches: { label: string; filters: DirectoryFilters; index: RegExp }[] = [
    {
      label: 'words',
      filters: directoryFilters({ q: 'group ll' }),
      index: /legend_applications_fts VIRTUAL TABLE INDEX \d+:M/,
    },
    {
      label: 'words and filters',
      filters: directoryFilters({ q: 'gr', state: 'tx', certification: 'MBE' }),
      index: /legend_applications_fts VIRTUAL TABLE INDEX \d+:M/,
    },
    {
      label: 'filters',
      filters: directoryFilters({ industry: 'Construction', serviceArea: 'National' }),
      index: /SEARCH legend_application_facets USING COVERING INDEX/,
    },
    {
      label: 'nothing',
      filters: directoryFilters({}),
      index: /legend_applications_listed/,
    },
  ];

  for (const search of searches) {
    // Postgres plans depend on table statistics that a small test database does not have: `npm run bench -- --explain` shows them at 10,000 businesses.
    it.skipIf(skip || dialect.name !== 'sqlite')(`counts and pages a search by ${search.label} from an index`, async () => {
      const expected = search.index;
      const count = await planOf(countQuery(db, search.filters));
      expect(count).toMatch(expected);
      noTableScan(count);
      for (const total of [3, BROAD_MATCHES + 1]) {
        const page = await planOf(pageIdsQuery(db, search.filters, total, 20, 40));
        expect(page).toMatch(expected);
        noTableScan(page);
      }
    });
  }

  it.skipIf(skip || dialect.name !== 'sqlite')(
    'pages broad matches in name order from the listed index, narrow ones from the matches',
    async () => {
      const filters = directoryFilters({ q: 'gr', state: 'TX' });
      expect(await planOf(pageIdsQuery(db, filters, BROAD_MATCHES + 1, 20, 0))).toMatch(
        /SEARCH la USING COVERING INDEX legend_applications_listed/,
      );
      const narrow = await planOf(pageIdsQuery(db, filters, 5, 20, 0));
      expect(narrow).toMatch(/SEARCH la USING INTEGER PRIMARY KEY/);
      expect(narrow).not.toMatch(/legend_applications_listed/);
    },
  );

  it.skipIf(skip)('finds by text only what is listed: approval, Out of Business and a rename follow at once', async () => {
    const business = await db
      .selectFrom('legend_applications')
      .select(['id', 'registration_id', 'company_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const find = async (q: string) => (await searchBusinessDirectory(db, { q })).listings.map((listing) => listing.id);
    await db.updateTable('legend_applications').set({ company_name: 'Qzxv Kettle Works' }).where('id', '=', business.id).execute();
    expect(await find('qzxv kettle')).toEqual([business.id]);
    expect(await find('qz')).toEqual([business.id]);
    await db.updateTable('registrations').set({ status: 11 }).where('id', '=', business.registration_id).execute();
    expect(await find('qzxv')).toEqual([]);
    expect((await searchBusinessDirectory(db, { q: 'qzxv' })).total).toBe(0);
    await db.updateTable('registrations').set({ status: 2 }).where('id', '=', business.registration_id).execute();
    expect(await find('qzxv')).toEqual([business.id]);
    await db.updateTable('legend_applications').set({ company_name: business.company_name }).where('id', '=', business.id).execute();
    expect(await find('qzxv')).toEqual([]);
  });

  it.skipIf(skip)('takes a one-letter word as a whole word, longer words as prefixes', async () => {
    const business = await db.selectFrom('legend_applications').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('legend_applications').set({ company_name: 'J Wvxq Outfitters' }).where('id', '=', business.id).execute();
    const ids = async (q: string) => (await searchBusinessDirectory(db, { q })).listings.map((listing) => listing.id);
    expect(await ids('j wvxq')).toEqual([business.id]);
    expect(await ids('wv outf')).toEqual([business.id]);
    expect(await ids('w wvxq')).toEqual([]);
  });
});
