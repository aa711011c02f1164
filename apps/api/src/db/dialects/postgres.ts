import pg from 'pg';
import { PostgresDialect } from 'kysely';

/** pg type id of int8/bigint: what COUNT(*) and SUM() return. */
const INT8_OID = 20;

// Counts fit in a JS number; without this pg returns them as strings.
pg.types.setTypeParser(INT8_OID, (value) => Number.parseInt(value, 10));

/** Options of {@link createPostgresDialect}. */
export interface PostgresDialectOptions {
  /** Schema put first on every connection's search_path (tests use a fresh one per file). */
  searchPath?: string;
  /** Pool size, default 10. */
  max?: number;
  /** Give up connecting after this many milliseconds (default: wait for the OS). */
  connectionTimeoutMillis?: number;
}

/**
 * Kysely dialect over a pg connection pool for `url` (postgres://user@host:port/db).
 * The pool connects lazily: a wrong address fails on the first query.
 */
export function createPostgresDialect(url: string, options: PostgresDialectOptions = {}): PostgresDialect {
  return new PostgresDialect({ pool: createPostgresPool(url, options) });
}

/**
 * The pg connection pool of {@link createPostgresDialect} (the submit
 * benchmark's reference server uses it bare). Throws for a search path that
 * is not a plain schema name.
 */
export function createPostgresPool(url: string, options: PostgresDialectOptions = {}): pg.Pool {
  if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
    throw new Error(`Invalid Postgres schema name for search_path: ${options.searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.connectionTimeoutMillis === undefined ? {} : { connectionTimeoutMillis: options.connectionTimeoutMillis }),
    ...(options.searchPath === undefined ? {} : { options: `-c search_path=${options.searchPath}` }),
  });
  return pool;
}
