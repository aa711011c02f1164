import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';

const SQLITE_COUNT_TRIGGERS = ['registration_counts_insert', 'registration_counts_delete', 'registration_counts_update'] as const;
const SQLITE_TEXT_TRIGGERS = ['registrations_name_fts_insert', 'registrations_name_fts_delete', 'registrations_name_fts_update'] as const;

/**
 * The participants list at a million rows in one program-year (issue 17 point 2):
 *
 * - `registration_counts`: live (deleted_at is null) registrations per
 *   (program_id, event_year, status), kept exact by triggers in the same
 *   transaction as every insert, delete and change of program, year, status
 *   or removal; the list's totals (submissions, approved, and the total of an
 *   unfiltered page) read a handful of its rows instead of counting the
 *   program-year.
 * - SQLite: `registrations_name_fts`, an FTS5 trigram index (case folded)
 *   over search_name, email and company_name of live registrations, kept by
 *   triggers; the name filter narrows to its matches (participant-filters.ts).
 *   Postgres keeps the pg_trgm GIN indexes of migration 0005.
 */
export const participantListScale: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('registration_counts')
      .addColumn('program_id', 'integer', (c) => c.notNull())
      .addColumn('event_year', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('live_count', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('registration_counts_pkey', ['program_id', 'event_year', 'status'])
      .execute();
    if (dialectName(db) === 'postgres') await createPostgresCountTrigger(db);
    else {
      await createSqliteCountTriggers(db);
      await createSqliteNameIndex(db);
    }
    await sql`insert into registration_counts (program_id, event_year, status, live_count)
      select program_id, event_year, status, count(*) from registrations where deleted_at is null group by program_id, event_year, status`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (dialectName(db) === 'postgres') {
      await sql`drop trigger if exists registration_counts_follow on registrations`.execute(db);
      await sql`drop function if exists registration_counts_follow()`.execute(db);
    } else {
      for (const trigger of [...SQLITE_COUNT_TRIGGERS, ...SQLITE_TEXT_TRIGGERS])
        await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      await sql`drop table if exists registrations_name_fts`.execute(db);
    }
    await db.schema.dropTable('registration_counts').ifExists().execute();
  },
};

/** Adds `delta` to the live count of one (program, year, status), creating the row at the first one. */
const sqliteAdd = (row: 'new' | 'old', delta: 1 | -1) =>
  sql.raw(`insert into registration_counts (program_id, event_year, status, live_count)
      values (${row}.program_id, ${row}.event_year, ${row}.status, ${delta})
      on conflict (program_id, event_year, status) do update set live_count = live_count + ${delta};`);

async function createSqliteCountTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger registration_counts_insert after insert on registrations when new.deleted_at is null begin
      ${sqliteAdd('new', 1)} end`.execute(db);
  await sql`create trigger registration_counts_delete after delete on registrations when old.deleted_at is null begin
      ${sqliteAdd('old', -1)} end`.execute(db);
  await sql`create trigger registration_counts_update after update of program_id, event_year, status, deleted_at on registrations begin
      update registration_counts set live_count = live_count - 1
        where old.deleted_at is null and program_id = old.program_id and event_year = old.event_year and status = old.status;
      insert into registration_counts (program_id, event_year, status, live_count)
        select new.program_id, new.event_year, new.status, 1 where new.deleted_at is null
        on conflict (program_id, event_year, status) do update set live_count = live_count + 1; end`.execute(db);
}

/**
 * One row trigger for insert, delete and the list-relevant updates; the
 * counter row is locked until commit, so concurrent writers of one
 * program-year, year and status queue on it (the count stays exact).
 */
export async function createPostgresCountTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`create function registration_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
        update registration_counts set live_count = live_count - 1
          where program_id = old.program_id and event_year = old.event_year and status = old.status;
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.deleted_at is null then
        insert into registration_counts (program_id, event_year, status, live_count)
          values (new.program_id, new.event_year, new.status, 1)
          on conflict (program_id, event_year, status) do update set live_count = registration_counts.live_count + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger registration_counts_follow after insert or delete or update of program_id, event_year, status, deleted_at
    on registrations for each row execute function registration_counts_follow()`.execute(db);
}

/**
 * The FTS5 trigram index of the name filter: external content (the text is
 * read back from registrations), live rows only, trigrams case folded
 * (Unicode), so a term of 3 or more characters finds its candidate rows
 * through the index; the filter then re-checks them with its LIKE.
 */
async function createSqliteNameIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table registrations_name_fts using fts5(search_name, email, company_name, content='registrations', content_rowid='id', tokenize='trigram case_sensitive 0')`.execute(
    db,
  );
  await sql`create trigger registrations_name_fts_insert after insert on registrations when new.deleted_at is null begin
      insert into registrations_name_fts(rowid, search_name, email, company_name) values (new.id, new.search_name, new.email, new.company_name); end`.execute(
    db,
  );
  await sql`create trigger registrations_name_fts_delete after delete on registrations when old.deleted_at is null begin
      insert into registrations_name_fts(registrations_name_fts, rowid, search_name, email, company_name)
        values ('delete', old.id, old.search_name, old.email, old.company_name); end`.execute(db);
  await sql`create trigger registrations_name_fts_update after update of search_name, email, company_name, deleted_at on registrations begin
      insert into registrations_name_fts(registrations_name_fts, rowid, search_name, email, company_name)
        select 'delete', old.id, old.search_name, old.email, old.company_name where old.deleted_at is null;
      insert into registrations_name_fts(rowid, search_name, email, company_name)
        select new.id, new.search_name, new.email, new.company_name where new.deleted_at is null; end`.execute(db);
  await sql`insert into registrations_name_fts(rowid, search_name, email, company_name)
      select id, search_name, email, company_name from registrations where deleted_at is null`.execute(db);
}
