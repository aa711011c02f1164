import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './database.ts';
import { dialectName } from './dialect-name.ts';
import { migrationProvider } from './migrations/index.ts';

/**
 * Brings the schema up to the latest migration (idempotent; a lock table
 * serializes concurrent starts). On Postgres the migration tables live in the
 * connection's current schema, so separate schemas migrate independently.
 *
 * Throws an Error naming the failing migration, with the database error as `cause`.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = await createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error');
  const name = failed?.migrationName ?? '(before any migration ran)';
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(`Database migration ${name} failed: ${reason}`, { cause: error });
}

/**
 * The Migrator over every migration, with its tables in the connection's
 * current schema on Postgres (Kysely would otherwise also see other schemas'
 * migration tables). Tests that migrate step by step use it too.
 */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const migrationTableSchema = dialectName(db) === 'postgres' ? await currentSchema(db) : undefined;
  return new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('Database migration: the Postgres connection has no current schema');
  return schema;
}
