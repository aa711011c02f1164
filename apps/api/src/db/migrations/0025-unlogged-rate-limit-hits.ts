import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';

/**
 * Rate limit counters cost no disk flush (issue 10, Postgres): the
 * rate_limit_hits table becomes UNLOGGED, so a counter's upsert writes no
 * write-ahead log and its commit does not wait for a flush. Before, every
 * request of one client address waited for the flush of the one before it
 * (its counter row stays locked until the commit is durable); behind a
 * proxy or a shared address at a program opening that put a whole crowd in
 * one queue. The price: after a Postgres crash (not a clean restart) the
 * table is emptied, and a standby does not have it, so every client starts
 * a fresh window then. Counters decide nothing that must survive a crash.
 * SQLite keeps its counters in memory (the table stays empty there).
 */
export const unloggedRateLimitHits: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (dialectName(db) !== 'postgres') return;
    await sql`alter table rate_limit_hits set unlogged`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (dialectName(db) !== 'postgres') return;
    await sql`alter table rate_limit_hits set logged`.execute(db);
  },
};
