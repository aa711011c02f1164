import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The columns of SQLite index `name` in key order (pragma_index_info; null for an expression); [] when there is no such index. */
export async function sqliteIndexColumns(db: Kysely<Database>, name: string): Promise<(string | null)[]> {
  const { rows } = await sql<{ name: string | null }>`select name from pragma_index_info(${name}) order by seqno`.execute(db);
  return rows.map((row) => row.name);
}

/** The CREATE INDEX statement of Postgres index `name` in the current schema (pg_indexes.indexdef); '' when there is none. */
export async function postgresIndexDefinition(db: Kysely<Database>, name: string): Promise<string> {
  const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
    where indexname = ${name} and schemaname = current_schema()`.execute(db);
  return rows[0]?.indexdef ?? '';
}
