import { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { createPostgresDialect } from './dialects/postgres.ts';
import { createSqliteDialect, createSqliteLongReadDialect } from './dialects/sqlite.ts';

/** Where the data lives: DATABASE_URL (Postgres) wins over the SQLite file. */
export interface DatabaseLocation {
  /** postgres://... or null for the embedded SQLite file. */
  databaseUrl: string | null;
  /** SQLite file path (its folder is created when missing), or ':memory:'. */
  sqlitePath: string;
}

/**
 * Opens the database: a pg pool when `databaseUrl` is set, otherwise the
 * SQLite file in WAL mode with foreign keys on. Call `migrateToLatest()` next;
 * `db.destroy()` closes it.
 */
export function createDatabase(location: DatabaseLocation): Kysely<Database> {
  const dialect = location.databaseUrl === null ? createSqliteDialect(location.sqlitePath) : createPostgresDialect(location.databaseUrl);
  return new Kysely<Database>({ dialect });
}

/**
 * A separate connection for long reads over many rows (the CSV export) on
 * an SQLite file (createSqliteLongReadDialect: read-only, a small page
 * cache); null on Postgres (the pool's connections serve them; their
 * memory is the server's) and for ':memory:' (a second connection would
 * see another database). Open it after migrating; `destroy()` closes it.
 */
export function createLongReadDatabase(location: DatabaseLocation): Kysely<Database> | null {
  if (location.databaseUrl !== null || location.sqlitePath === ':memory:') return null;
  return new Kysely<Database>({ dialect: createSqliteLongReadDialect(location.sqlitePath) });
}
