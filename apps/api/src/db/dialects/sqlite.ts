import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** How long a statement waits for another connection's lock, ms. */
const BUSY_TIMEOUT_MS = 5000;

/** Prepared statements kept per database file (by SQL text). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Opens an embedded SQLite file (better-sqlite3) as the app runs it: creates
 * the file's folder when missing; WAL journaling (readers do not block the
 * writer) with synchronous = NORMAL, foreign keys on, a 5 s busy timeout
 * and a page cache of up to 64 MiB (cache_size; the default 2 MiB no longer
 * holds the registrations indexes a submission writes, so each insert read
 * their pages again).
 * `path` may be ':memory:' (tests). The submit benchmark's reference server
 * opens its file with the same settings.
 *
 * Durability (README "Production"): in WAL mode with synchronous = NORMAL a
 * committed transaction is in the WAL file before the commit returns, so it
 * survives the process being killed (kill -9, a crash); the WAL is synced
 * to disk at checkpoints, so a power loss or an operating system crash may
 * lose the transactions committed since the last checkpoint (never corrupts
 * the file).
 */
export function openSqliteDatabase(path: string): SqliteDatabase.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  database.pragma('cache_size = -65536');
  return database;
}

/** Kysely dialect over {@link openSqliteDatabase}, reusing prepared statements (see withStatementCache). */
export function createSqliteDialect(path: string): SqliteDialect {
  return new SqliteDialect({ database: withStatementCache(openSqliteDatabase(path)) });
}

/** Page cache of the long-read connection, KiB (SQLite's default size). */
const LONG_READ_CACHE_KIB = 2000;

/**
 * A second, read-only connection to the SQLite file at `path` for long
 * reads that pass over every row of a program-year once (the CSV export,
 * issue 17): in WAL mode it reads beside the writer, and its small page
 * cache (SQLite's default 2 MB) keeps such a pass from filling the main
 * connection's 64 MiB cache with pages no submission needs, memory the
 * process would keep. Throws as better-sqlite3 does when the file is missing.
 */
export function createSqliteLongReadDialect(path: string): SqliteDialect {
  const database = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  database.pragma(`cache_size = -${LONG_READ_CACHE_KIB}`);
  return new SqliteDialect({ database: withStatementCache(database) });
}

/**
 * The database as Kysely's SQLite driver sees it, with `prepare` answering a
 * statement already prepared for the same SQL text (the most recently used
 * STATEMENT_CACHE_SIZE). Preparing is most of the cost of a short query.
 * A statement still busy iterating (a streamed export) is not shared: a
 * fresh one is prepared for the other caller.
 */
function withStatementCache(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => void database.close(),
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached !== undefined && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (cached === undefined) statements.set(sql, statement);
      return statement;
    },
  };
}
