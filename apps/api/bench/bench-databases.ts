import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, type CompiledQuery, type KyselyConfig } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { createPostgresDialect } from '../src/db/dialects/postgres.ts';
import { createSqliteDialect } from '../src/db/dialects/sqlite.ts';

/** A fresh, empty benchmark database and how to throw it away. */
export interface BenchDatabase {
  name: 'sqlite' | 'postgres';
  db: Kysely<Database>;
  /** Where the data is, for a second, bare connection (bare-sql.ts): the SQLite file, or the Postgres address and schema. */
  location: { sqlitePath: string } | { url: string; schema: string };
  /** Closes the connections and removes the file or schema. */
  dispose(): Promise<void>;
}

/** Executed queries, recorded while `enabled` (the bench turns it on around one request for --explain). */
export interface QueryCapture {
  enabled: boolean;
  queries: CompiledQuery[];
}

/** The statements one request sends: `capture` records only while `run` runs; earlier records are dropped. */
export async function statementsOf(capture: QueryCapture, run: () => Promise<unknown>): Promise<CompiledQuery[]> {
  capture.queries.splice(0);
  capture.enabled = true;
  try {
    await run();
  } finally {
    capture.enabled = false;
  }
  return capture.queries.splice(0);
}

function capturing(capture: QueryCapture): Pick<KyselyConfig, 'log'> {
  return { log: (event) => void (capture.enabled && event.level === 'query' && capture.queries.push(event.query)) };
}

/** A new SQLite file in a temporary folder (WAL, as the app runs it); executed queries go to `capture`. */
export function openSqliteBench(capture: QueryCapture): BenchDatabase {
  const folder = mkdtempSync(join(tmpdir(), 'huddle-bench-'));
  const sqlitePath = join(folder, 'bench.sqlite');
  const db = new Kysely<Database>({ dialect: createSqliteDialect(sqlitePath), ...capturing(capture) });
  return {
    name: 'sqlite',
    db,
    location: { sqlitePath },
    dispose: async () => {
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Postgres addresses tried in order: BENCH_DATABASE_URL, TEST_DATABASE_URL, then the local trust-auth users. */
const POSTGRES_CANDIDATES = [
  process.env.BENCH_DATABASE_URL,
  process.env.TEST_DATABASE_URL,
  'postgres://root@127.0.0.1:5432/test',
  'postgres://postgres@127.0.0.1:5432/test',
].filter((url): url is string => url !== undefined && url !== '');

/**
 * A new schema `huddle_bench_<random>` on the first reachable Postgres
 * (executed queries go to `capture`), or the reason none was reachable.
 */
export async function openPostgresBench(capture: QueryCapture): Promise<BenchDatabase | { skipReason: string }> {
  for (const url of POSTGRES_CANDIDATES) {
    const admin = new Kysely<Database>({ dialect: createPostgresDialect(url, { max: 1, connectionTimeoutMillis: 2000 }) });
    const schema = `huddle_bench_${randomBytes(6).toString('hex')}`;
    try {
      await sql`create schema ${sql.id(schema)}`.execute(admin);
    } catch {
      await admin.destroy();
      continue;
    }
    const db = new Kysely<Database>({ dialect: createPostgresDialect(url, { searchPath: schema, max: 4 }), ...capturing(capture) });
    return {
      name: 'postgres',
      db,
      location: { url, schema },
      dispose: async () => {
        await db.destroy();
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
        await admin.destroy();
      },
    };
  }
  return { skipReason: `Postgres is not reachable (tried ${POSTGRES_CANDIDATES.join(', ')})` };
}

/**
 * Runs `bench` on a fresh SQLite file, then on a fresh Postgres schema when
 * the server is reachable (otherwise prints why it is skipped), disposing of
 * each database afterwards; returns the result lines of both in that order.
 */
export async function benchBothDialects<Line>(
  capture: QueryCapture,
  bench: (database: BenchDatabase, capture: QueryCapture) => Promise<Line[]>,
): Promise<Line[]> {
  const lines: Line[] = [];
  const sqlite = openSqliteBench(capture);
  try {
    lines.push(...(await bench(sqlite, capture)));
  } finally {
    await sqlite.dispose();
  }
  const postgres = await openPostgresBench(capture);
  if ('skipReason' in postgres) {
    console.log(`[postgres] skipped: ${postgres.skipReason}`);
    return lines;
  }
  try {
    lines.push(...(await bench(postgres, capture)));
  } finally {
    await postgres.dispose();
  }
  return lines;
}
