import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SqliteDialect } from 'kysely';

/**
 * Kysely dialect over an embedded SQLite file (better-sqlite3).
 * Creates the file's folder when missing; turns on WAL journaling (readers do
 * not block the writer), foreign keys and a 5 s busy timeout.
 * `path` may be ':memory:' (tests).
 */
export function createSqliteDialect(path: string): SqliteDialect {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database });
}
