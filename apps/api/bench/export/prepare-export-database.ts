import { sql } from 'kysely';
import { componentRegistry } from '@huddle/components/definitions';
import { createSession, SESSION_COOKIE } from '../../src/auth/session-store.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedOnStart } from '../../src/seed/seed-on-start.ts';
import type { BenchDatabase } from '../bench-databases.ts';
import { seedExportRows } from './seed-export-rows.ts';

/**
 * Migrates the empty benchmark database, seeds it as a server's first start
 * does (seedOnStart: catalog, 3,000 players, demo accounts, Legends
 * businesses), so the server the benchmark starts finds nothing to seed, and
 * adds `rows` registrations to the export's program-year (seedExportRows);
 * on Postgres then VACUUM ANALYZE. Returns a session cookie of the demo admin.
 */
export async function prepareExportDatabase(bench: BenchDatabase, rows: number): Promise<string> {
  await migrateToLatest(bench.db);
  await seedOnStart(bench.db, { registry: componentRegistry, now: new Date() });
  await seedExportRows(bench.db, rows);
  if (bench.name === 'postgres') await sql`vacuum analyze registrations`.execute(bench.db);
  const admin = await bench.db.selectFrom('users').select('id').where('email', '=', 'admin@huddle.test').executeTakeFirstOrThrow();
  const { token } = await createSession(bench.db, admin.id, new Date(), 12);
  return `${SESSION_COOKIE}=${token}`;
}
