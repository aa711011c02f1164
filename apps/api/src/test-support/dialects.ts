import { randomBytes } from 'node:crypto';
import { Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { createPostgresDialect } from '../db/dialects/postgres.ts';
import { createSqliteDialect } from '../db/dialects/sqlite.ts';

/** One database dialect the integration tests run against. */
export interface TestDialect {
  name: 'sqlite' | 'postgres';
  /**
   * Opens a fresh, empty database (not migrated): SQLite in memory, or a new
   * Postgres schema `huddle_test_<random>` that `db.destroy()` drops again.
   */
  create(): Promise<Kysely<Database>>;
  /** Set when the dialect is unavailable here; the tests skip with this reason. */
  skipReason?: string;
}

/** Tried in order; TEST_DATABASE_URL first when given. */
const POSTGRES_CANDIDATES = [
  process.env.TEST_DATABASE_URL,
  'postgres://root@127.0.0.1:5432/test',
  'postgres://postgres@127.0.0.1:5432/test',
].filter((url): url is string => url !== undefined && url !== '');

const postgresUrl = await findPostgres();

/**
 * The dialects to run integration tests on (`describe.each(testDialects())`):
 * SQLite always; Postgres when reachable at 127.0.0.1:5432 (database `test`,
 * user root or postgres). Unreachable Postgres is a skip with a printed reason,
 * except under CI (process.env.CI set), where it throws: CI must test both.
 */
export function testDialects(): TestDialect[] {
  const sqlite: TestDialect = {
    name: 'sqlite',
    create: () => Promise.resolve(new Kysely<Database>({ dialect: createSqliteDialect(':memory:') })),
  };
  if (postgresUrl !== null) return [sqlite, { name: 'postgres', create: () => createPostgresSchema(postgresUrl) }];
  const reason = `Postgres is not reachable (tried ${POSTGRES_CANDIDATES.join(', ')})`;
  if (process.env.CI) throw new Error(`${reason}; the Postgres tests are required in CI`);
  console.warn(`Skipping the Postgres integration tests: ${reason}`);
  return [sqlite, { name: 'postgres', create: () => Promise.reject(new Error(reason)), skipReason: reason }];
}

async function findPostgres(): Promise<string | null> {
  for (const url of POSTGRES_CANDIDATES) {
    const db = new Kysely<Database>({ dialect: createPostgresDialect(url, { max: 1, connectionTimeoutMillis: 2000 }) });
    try {
      await sql`select 1`.execute(db);
      return url;
    } catch {
      // try the next candidate
    } finally {
      await db.destroy();
    }
  }
  return null;
}

async function createPostgresSchema(url: string): Promise<Kysely<Database>> {
  const schema = `huddle_test_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(url, (admin) => sql`create schema ${sql.id(schema)}`.execute(admin));
  const db = new Kysely<Database>({ dialect: createPostgresDialect(url, { searchPath: schema, max: 4 }) });
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await withAdminConnection(url, (admin) => sql`drop schema ${sql.id(schema)} cascade`.execute(admin));
  };
  return db;
}

async function withAdminConnection(url: string, run: (admin: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const admin = new Kysely<Database>({ dialect: createPostgresDialect(url, { max: 1 }) });
  try {
    await run(admin);
  } finally {
    await admin.destroy();
  }
}

/** A fresh Postgres schema that other processes can use too (API instances started by a test). */
export interface SharedPostgresSchema {
  /** DATABASE_URL whose connections use the schema (search_path in the URL's options). */
  databaseUrl: string;
  /** The test's own connection to the schema. */
  db: Kysely<Database>;
  /** Closes the test's connection and drops the schema. */
  close(): Promise<void>;
}

/**
 * A new schema `huddle_test_<random>` on the Postgres of testDialects(), for
 * tests that start API processes on it; null when Postgres is unreachable
 * (callers skip, or fail under CI as testDialects() does).
 */
export async function createSharedPostgresSchema(): Promise<SharedPostgresSchema | null> {
  if (postgresUrl === null) return null;
  const db = await createPostgresSchema(postgresUrl);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${rows[0]?.schema ?? 'public'}`);
  return { databaseUrl: url.toString(), db, close: () => db.destroy() };
}
