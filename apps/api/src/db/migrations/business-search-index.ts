import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect-name.ts';

/** The legend_applications columns the directory's text search reads. */
export const SEARCHED = ['company_name', 'business_description', 'industries_json', 'certifications_json', 'city'] as const;

/**
 * The business directory's full-text index over legend_applications:
 * - SQLite: an FTS5 table `legend_applications_fts` over the SEARCHED columns
 *   (external content: the rows stay in legend_applications; unicode61 with
 *   diacritics removed, so 'cafe' finds 'Café'), kept current by triggers;
 * - Postgres: a stored generated tsvector column `search_vector` ('simple'
 *   configuration: no stemming, so English and Spanish words match as typed;
 *   the company name weighs most, then industries, certifications and city,
 *   then the description) with a GIN index.
 * Both answer prefix queries ('constr*' / 'constr:*').
 * On both, a trigger on registrations keeps legend_applications.listed (1
 * when the registration is Approved (2) and not removed) with every status
 * change and removal, whichever service makes it.
 */
export async function createBusinessSearchIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`
      alter table legend_applications add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple'::regconfig, coalesce(company_name, '')), 'A') ||
        setweight(to_tsvector('simple'::regconfig, industries_json || ' ' || certifications_json || ' ' || coalesce(city, '')), 'B') ||
        setweight(to_tsvector('simple'::regconfig, coalesce(business_description, '')), 'C')
      ) stored`.execute(db);
    await sql`create index legend_applications_search on legend_applications using gin (search_vector)`.execute(db);
    await sql`create function legend_applications_listing() returns trigger language plpgsql as $$
      begin
        update legend_applications set listed = case when new.status = 2 and new.deleted_at is null then 1 else 0 end
          where registration_id = new.id;
        return new;
      end $$`.execute(db);
    await sql`create trigger legend_applications_listing after update of status, deleted_at on registrations
      for each row execute function legend_applications_listing()`.execute(db);
    return;
  }
  await sql`create trigger legend_applications_listing after update of status, deleted_at on registrations begin
      update legend_applications set listed = case when new.status = 2 and new.deleted_at is null then 1 else 0 end
        where registration_id = new.id; end`.execute(db);
  await createAllRowsTextIndex(db);
}

/**
 * SQLite: the FTS5 table of createBusinessSearchIndex over every
 * legend_applications row, its three triggers, filled from the rows
 * (migration 0015 goes back to it when undone).
 */
export async function createAllRowsTextIndex(db: Kysely<unknown>): Promise<void> {
  // Constant column names (SEARCHED), written out as SQL text.
  const columns = sql.raw(SEARCHED.join(', '));
  const newValues = sql.raw(SEARCHED.map((column) => `new.${column}`).join(', '));
  const oldValues = sql.raw(SEARCHED.map((column) => `old.${column}`).join(', '));
  await sql`create virtual table legend_applications_fts using fts5(${columns}, content='legend_applications', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create trigger legend_applications_fts_insert after insert on legend_applications begin
      insert into legend_applications_fts(rowid, ${columns}) values (new.id, ${newValues}); end`.execute(db);
  await sql`create trigger legend_applications_fts_delete after delete on legend_applications begin
      insert into legend_applications_fts(legend_applications_fts, rowid, ${columns}) values ('delete', old.id, ${oldValues}); end`.execute(
    db,
  );
  await sql`create trigger legend_applications_fts_update after update on legend_applications begin
      insert into legend_applications_fts(legend_applications_fts, rowid, ${columns}) values ('delete', old.id, ${oldValues});
      insert into legend_applications_fts(rowid, ${columns}) values (new.id, ${newValues}); end`.execute(db);
  await sql`insert into legend_applications_fts(legend_applications_fts) values ('rebuild')`.execute(db);
}

/** Removes what createBusinessSearchIndex made. */
export async function dropBusinessSearchIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await sql`drop trigger if exists legend_applications_listing${dialect === 'postgres' ? sql` on registrations` : sql``}`.execute(db);
  if (dialect === 'postgres') {
    await sql`drop function if exists legend_applications_listing()`.execute(db);
    await sql`drop index if exists legend_applications_search`.execute(db);
    await sql`alter table legend_applications drop column if exists search_vector`.execute(db);
    return;
  }
  for (const trigger of ['legend_applications_fts_insert', 'legend_applications_fts_delete', 'legend_applications_fts_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists legend_applications_fts`.execute(db);
}
