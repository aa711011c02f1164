import type { CompiledQuery } from 'kysely';
import { createPostgresPool } from '../src/db/dialects/postgres.ts';
import { openSqliteDatabase } from '../src/db/dialects/sqlite.ts';
import type { BenchDatabase } from './bench-databases.ts';

/** A second connection to a bench database that runs SQL text directly on the driver (no Kysely, no result mapping). */
export interface BareSql {
  /** Runs the statements one after another (SQLite: prepared once per SQL text, as the app's dialect does). */
  run(statements: readonly CompiledQuery[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The bench's reference: the same SQL the service sent, replayed on a bare
 * better-sqlite3 connection or a one-connection pg pool, so that the
 * difference to the service is Huddle's own cost (query building, mapping).
 */
export function openBareSql(bench: BenchDatabase): BareSql {
  const location = bench.location;
  if ('sqlitePath' in location) {
    const database = openSqliteDatabase(location.sqlitePath);
    const prepared = new Map<string, ReturnType<typeof database.prepare<unknown[]>>>();
    return {
      run: (statements) => {
        for (const statement of statements) {
          let prepare = prepared.get(statement.sql);
          if (prepare === undefined) {
            prepare = database.prepare<unknown[]>(statement.sql);
            prepared.set(statement.sql, prepare);
          }
          prepare.all(...statement.parameters);
        }
        return Promise.resolve();
      },
      close: () => Promise.resolve(void database.close()),
    };
  }
  const pool = createPostgresPool(location.url, { searchPath: location.schema, max: 1 });
  return {
    run: async (statements) => {
      for (const statement of statements) await pool.query(statement.sql, [...statement.parameters]);
    },
    close: () => pool.end(),
  };
}
