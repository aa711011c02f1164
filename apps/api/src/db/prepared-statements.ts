import type { CompiledQuery, Kysely } from 'kysely';

/** Most SQL texts one process names: past it, marked queries run unnamed, as every other query does. */
export const MAX_PREPARED_STATEMENTS = 64;

const names = new Map<string, string>();

/**
 * Marks a compiled query of a hot path (a submission, a rate limit count) to
 * run as a named prepared statement on Postgres: each pool connection parses
 * and plans its SQL text once and then only binds values (issue 10: the
 * submission's one statement cost the database about 450 µs of CPU unnamed,
 * 270 µs prepared). Returns `query` unchanged, to pass to
 * `db.executeQuery`; the Postgres dialect looks its text up with
 * preparedStatementName. SQLite ignores the mark. Only for statements whose
 * result columns never depend on the table's columns (an INSERT ...
 * RETURNING id, not a `select *`): Postgres refuses to run a prepared
 * statement whose result type a migration changed. At most
 * MAX_PREPARED_STATEMENTS texts per process are named, so a text built with
 * varying parts cannot grow every connection's statement cache without bound.
 */
export function preparedStatement<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!names.has(query.sql) && names.size < MAX_PREPARED_STATEMENTS) names.set(query.sql, `huddle_${names.size + 1}`);
  return query;
}

/** The statement name preparedStatement gave `sql` ('huddle_<n>', the same on every connection of the process); undefined when unmarked. */
export function preparedStatementName(sql: string): string | undefined {
  return names.get(sql);
}

/**
 * Runs `query` marked by preparedStatement() and resolves its first row;
 * throws when it returns none (as Kysely's executeTakeFirstOrThrow).
 */
export async function takeFirstPrepared<DB, R>(db: Kysely<DB>, query: CompiledQuery<R>): Promise<R> {
  const [row] = (await db.executeQuery(preparedStatement(query))).rows;
  if (row === undefined) throw new Error(`No row returned by: ${query.sql.slice(0, 80)}`);
  return row;
}
