import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import { createPostgresDialect } from '../../src/db/dialects/postgres.ts';
import { createSqliteDialect } from '../../src/db/dialects/sqlite.ts';

/** Where Huddle and the reference server keep their data for one dialect, and how the bench counts rows there. */
export interface BenchTarget {
  /** Environment that points Huddle at its fresh database. */
  huddleEnv: Record<string, string>;
  /** Environment that points the reference server at its one-table database. */
  referenceEnv: Record<string, string>;
  /** On SQLite, the two database files (Huddle's and the reference's); null on Postgres. */
  sqliteFiles: { huddle: string; reference: string } | null;
  /** Every program id in Huddle's database. */
  programIds(): Promise<number[]>;
  /** Registrations stored for the program in Huddle's database. */
  countRegistrations(programId: number): Promise<number>;
  /** Rows the reference server stored. */
  countReference(): Promise<number>;
  /** Closes connections, drops the Postgres schemas. */
  dispose(): Promise<void>;
}

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * Fresh databases for one dialect: two SQLite files in `dataDir`, or two new
 * Postgres schemas (huddle_bench_*) on BENCH_DATABASE_URL / TEST_DATABASE_URL
 * / the local server; `{ skipReason }` when Postgres is unreachable.
 */
export async function openBenchTarget(name: 'sqlite' | 'postgres', dataDir: string): Promise<BenchTarget | { skipReason: string }> {
  if (name === 'sqlite') {
    const huddlePath = join(dataDir, 'huddle.sqlite');
    const referencePath = join(dataDir, 'reference.sqlite');
    return targetOver(
      { SQLITE_PATH: huddlePath },
      { REF_SQLITE_PATH: referencePath },
      { huddle: huddlePath, reference: referencePath },
      () => new Kysely<Database>({ dialect: createSqliteDialect(huddlePath) }),
      () => new Kysely<Database>({ dialect: createSqliteDialect(referencePath) }),
      () => Promise.resolve(),
    );
  }
  const admin = new Kysely<Database>({ dialect: createPostgresDialect(POSTGRES_URL, { max: 1, connectionTimeoutMillis: 2000 }) });
  const suffix = randomBytes(5).toString('hex');
  const schemas = { huddle: `huddle_bench_${suffix}`, reference: `huddle_bench_ref_${suffix}` };
  try {
    await sql`create schema ${sql.id(schemas.huddle)}`.execute(admin);
    await sql`create schema ${sql.id(schemas.reference)}`.execute(admin);
  } catch (error) {
    await admin.destroy();
    return { skipReason: `Postgres at ${POSTGRES_URL} is not usable: ${error instanceof Error ? error.message : String(error)}` };
  }
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schemas.huddle}`);
  return targetOver(
    { DATABASE_URL: url.toString() },
    { REF_DATABASE_URL: POSTGRES_URL, REF_SCHEMA: schemas.reference },
    null,
    () => new Kysely<Database>({ dialect: createPostgresDialect(POSTGRES_URL, { searchPath: schemas.huddle, max: 1 }) }),
    () => new Kysely<Database>({ dialect: createPostgresDialect(POSTGRES_URL, { searchPath: schemas.reference, max: 1 }) }),
    async () => {
      await sql`drop schema ${sql.id(schemas.huddle)} cascade`.execute(admin);
      await sql`drop schema ${sql.id(schemas.reference)} cascade`.execute(admin);
      await admin.destroy();
    },
  );
}

function targetOver(
  huddleEnv: Record<string, string>,
  referenceEnv: Record<string, string>,
  sqliteFiles: BenchTarget['sqliteFiles'],
  openHuddle: () => Kysely<Database>,
  openReference: () => Kysely<Database>,
  dropAll: () => Promise<void>,
): BenchTarget {
  let huddle: Kysely<Database> | null = null;
  let reference: Kysely<Database> | null = null;
  const huddleDb = (): Kysely<Database> => (huddle ??= openHuddle());
  return {
    huddleEnv,
    referenceEnv,
    sqliteFiles,
    programIds: async () => (await huddleDb().selectFrom('programs').select('id').orderBy('id').execute()).map((row) => row.id),
    countRegistrations: async (programId) => {
      const row = await huddleDb()
        .selectFrom('registrations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('program_id', '=', programId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    countReference: async () => {
      reference ??= openReference();
      const { rows } = await sql<{ count: number }>`select count(*) as count from submissions`.execute(reference);
      return Number(rows[0]?.count ?? 0);
    },
    dispose: async () => {
      await huddle?.destroy();
      await reference?.destroy();
      await dropAll();
    },
  };
}
