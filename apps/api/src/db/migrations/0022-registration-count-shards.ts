import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { createPostgresCountTrigger } from './0019-participant-list-scale.ts';

/** Counter rows per (program, year, status) on Postgres: a transaction counts in row `txid_current() % COUNT_SHARDS`. */
export const COUNT_SHARDS = 16;

/**
 * Submissions to one program-year no longer queue on one counter row
 * (issue 10, Postgres). Migration 0019's trigger added every new
 * registration to the single registration_counts row of its program, year
 * and status, and that row stays locked until the inserting transaction
 * commits: at a program opening every submit transaction waited for the one
 * before it (pg_stat_activity under `npm run bench:submit`: most pool
 * connections in Lock:transactionid). Postgres now keeps up to COUNT_SHARDS
 * rows per (program, year, status), told apart by `shard`: every change a
 * transaction makes goes to the row of its own transaction id modulo
 * COUNT_SHARDS, so concurrent transactions (consecutive ids) mostly touch
 * different rows, while one transaction touching several keys locks rows
 * of one shard only, as it locked the one row of each key before (no new
 * lock orders, so no new deadlocks between bulk changes). A count is the
 * sum of its key's rows (liveTotals sums them); a row may go negative, as a
 * registration leaves through another shard than it came in. Rows counted
 * before this migration stay in shard 0. SQLite has one writer at a time,
 * so it keeps one row per key as it is.
 */
export const registrationCountShards: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (dialectName(db) !== 'postgres') return;
    await sql`alter table registration_counts drop constraint registration_counts_pkey`.execute(db);
    await sql`alter table registration_counts add column shard smallint not null default 0`.execute(db);
    await sql`alter table registration_counts add constraint registration_counts_pkey primary key (program_id, event_year, status, shard)`.execute(
      db,
    );
    await replaceCountFunction(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (dialectName(db) !== 'postgres') return;
    await sql`drop trigger if exists registration_counts_follow on registrations`.execute(db);
    await sql`drop function if exists registration_counts_follow()`.execute(db);
    await sql`create temporary table registration_counts_summed as
      select program_id, event_year, status, sum(live_count)::bigint as live_count from registration_counts
      group by program_id, event_year, status`.execute(db);
    await sql`alter table registration_counts drop constraint registration_counts_pkey`.execute(db);
    await sql`delete from registration_counts`.execute(db);
    await sql`alter table registration_counts drop column shard`.execute(db);
    await sql`insert into registration_counts (program_id, event_year, status, live_count)
      select program_id, event_year, status, live_count from registration_counts_summed`.execute(db);
    await sql`drop table registration_counts_summed`.execute(db);
    await sql`alter table registration_counts add constraint registration_counts_pkey primary key (program_id, event_year, status)`.execute(
      db,
    );
    await createPostgresCountTrigger(db);
  },
};

/**
 * Replaces the function behind 0019's trigger (which keeps calling it by
 * name) with one that counts by shard: each change adds or takes one from the
 * row of its transaction's shard, creating it at need.
 */
async function replaceCountFunction(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function registration_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
        insert into registration_counts (program_id, event_year, status, shard, live_count)
          values (old.program_id, old.event_year, old.status, txid_current() % ${sql.lit(COUNT_SHARDS)}, -1)
          on conflict (program_id, event_year, status, shard) do update set live_count = registration_counts.live_count - 1;
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.deleted_at is null then
        insert into registration_counts (program_id, event_year, status, shard, live_count)
          values (new.program_id, new.event_year, new.status, txid_current() % ${sql.lit(COUNT_SHARDS)}, 1)
          on conflict (program_id, event_year, status, shard) do update set live_count = registration_counts.live_count + 1;
      end if;
      return null;
    end $$`.execute(db);
}
