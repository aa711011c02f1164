import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { createAllRowsTextIndex, SEARCHED } from './business-search-index.ts';

const TEXT_INDEX_TRIGGERS = ['legend_applications_fts_insert', 'legend_applications_fts_delete', 'legend_applications_fts_update'] as const;

async function dropSqliteTextIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of TEXT_INDEX_TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists legend_applications_fts`.execute(db);
}

/**
 * SQLite: the directory's FTS5 table holds only the listed businesses
 * (legend_applications.listed = 1), so a text search counts and pages
 * from the full-text index alone, without reading legend_applications;
 * prefix indexes for 2 and 3 characters make short prefixes ('co*', 'atl*')
 * one index lookup instead of a walk over every word they start.
 * Triggers follow inserts, deletes, updates of the searched columns and
 * `listed` changes (an approval adds the business, Out of Business removes
 * it, through the registrations trigger of business-search-index.ts).
 */
async function createListedTextIndex(db: Kysely<unknown>): Promise<void> {
  const columns = sql.raw(SEARCHED.join(', '));
  const newValues = sql.raw(SEARCHED.map((column) => `new.${column}`).join(', '));
  const oldValues = sql.raw(SEARCHED.map((column) => `old.${column}`).join(', '));
  await sql`create virtual table legend_applications_fts using fts5(${columns}, content='legend_applications', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
    db,
  );
  await sql`create trigger legend_applications_fts_insert after insert on legend_applications when new.listed = 1 begin
      insert into legend_applications_fts(rowid, ${columns}) values (new.id, ${newValues}); end`.execute(db);
  await sql`create trigger legend_applications_fts_delete after delete on legend_applications when old.listed = 1 begin
      insert into legend_applications_fts(legend_applications_fts, rowid, ${columns}) values ('delete', old.id, ${oldValues}); end`.execute(
    db,
  );
  await sql`create trigger legend_applications_fts_update after update of listed, ${columns} on legend_applications begin
      insert into legend_applications_fts(legend_applications_fts, rowid, ${columns}) select 'delete', old.id, ${oldValues} where old.listed = 1;
      insert into legend_applications_fts(rowid, ${columns}) select new.id, ${newValues} where new.listed = 1; end`.execute(db);
  await sql`insert into legend_applications_fts(rowid, ${columns}) select id, ${columns} from legend_applications where listed = 1`.execute(
    db,
  );
}

/**
 * Directory search at 10,000 businesses (issue 12: p95 <= 20 ms, `npm run bench`):
 * - SQLite: the full-text index holds only listed businesses, with 2- and
 *   3-character prefix indexes (createListedTextIndex);
 * - Postgres: the GIN index over search_vector becomes partial
 *   (`where listed = 1`: the directory's searches only), and the planner
 *   gets the joint frequencies of (facet, value) (extended MCV statistics)
 *   so that it starts from the most selective filter.
 */
export const directorySearch: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (dialectName(db) === 'postgres') {
      await sql`drop index if exists legend_applications_search`.execute(db);
      await sql`create index legend_applications_search on legend_applications using gin (search_vector) where listed = 1`.execute(db);
      await sql`create statistics legend_application_facets_values (mcv) on facet, value from legend_application_facets`.execute(db);
      await sql`analyze legend_application_facets`.execute(db);
      return;
    }
    await dropSqliteTextIndex(db);
    await createListedTextIndex(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (dialectName(db) === 'postgres') {
      await sql`drop statistics if exists legend_application_facets_values`.execute(db);
      await sql`drop index if exists legend_applications_search`.execute(db);
      await sql`create index legend_applications_search on legend_applications using gin (search_vector)`.execute(db);
      return;
    }
    await dropSqliteTextIndex(db);
    await createAllRowsTextIndex(db);
  },
};
