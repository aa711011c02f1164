import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { preparedStatementName } from '../prepared-statements.ts';

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
  /**
   * Run prepared statements with their generic plan, planned once
   * (plan_cache_mode = force_generic_plan). Postgres otherwise keeps
   * re-planning the submission statement for its values (measured: 720 µs
   * of database CPU a submission instead of 525). It applies to named
   * statements (preparedStatement: inserts and key lookups) and to the
   * statements of the PL/pgSQL trigger functions (key-based counter and
   * listing updates), whose best plan does not depend on values; unnamed
   * statements, every other query, are always planned for their values.
   */
  genericPlans?: boolean;
}

/**
 * Kysely dialect over a pg connection pool for `url` (postgres://user@host:port/db).
 * The pool connects lazily: a wrong address fails on the first query.
 * Queries marked with preparedStatement() run as named prepared statements,
 * parsed once per connection and planned once (genericPlans); the rest
 * unnamed, planned for their values every time.
 */
export function createPostgresDialect(url: string, options: PostgresDialectOptions = {}): PostgresDialect {
  const pool = createPostgresPool(url, { ...options, genericPlans: true });
  pool.on('connect', runMarkedQueriesPrepared);
  return new PostgresDialect({ pool });
}

/**
 * Makes `client.query(text, values)` (how Kysely runs every query) send a
 * text marked by preparedStatement() under its statement name; pg parses a
 * name once per connection. Other calls (cursors, configs) pass through.
 */
function runMarkedQueriesPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  client.query = ((config: unknown, values?: unknown) => {
    const name = typeof config === 'string' ? preparedStatementName(config) : undefined;
    return name === undefined ? query(config, values) : query({ name, text: config, values });
  }) as typeof client.query;
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
  const settings = [
    ...(options.searchPath === undefined ? [] : [`-c search_path=${options.searchPath}`]),
    ...(options.genericPlans === true ? ['-c plan_cache_mode=force_generic_plan'] : []),
  ];
  const pool = new pg.Pool({
    connectionString: withStartupOptions(url, settings),
    max: options.max ?? 10,
    ...(options.connectionTimeoutMillis === undefined ? {} : { connectionTimeoutMillis: options.connectionTimeoutMillis }),
  });
  return pool;
}

/**
 * `url` with `settings` ('-c name=value') added to its `options` parameter,
 * after any it has (pg lets a connection string's parameters override its
 * other settings, so they go into the URL).
 */
function withStartupOptions(url: string, settings: readonly string[]): string {
  if (settings.length === 0) return url;
  const target = new URL(url);
  const given = target.searchParams.get('options');
  target.searchParams.set('options', [...(given === null ? [] : [given]), ...settings].join(' '));
  return target.toString();
}
