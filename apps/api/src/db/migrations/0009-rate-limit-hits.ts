import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Public rate limit counters shared by every API instance on Postgres
 * (README "Production"): one row per limit, client address and fixed
 * window, counted with one atomic upsert (see DatabaseRateLimitStore).
 * Rows past expires_at are swept. SQLite runs one instance and keeps the
 * counters in memory, so the table stays empty there.
 */
export const rateLimitHits: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('client_key', 'text', (column) => column.notNull())
      .addColumn('window_start', 'text', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('rate_limit_hits_pk', ['client_key', 'window_start'])
      .execute();
    await db.schema.createIndex('rate_limit_hits_expires_at').on('rate_limit_hits').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('rate_limit_hits').execute();
  },
};
