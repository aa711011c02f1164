import type { Kysely } from 'kysely';
import type { ComponentRegistry } from '@huddle/form-engine';
import { seedDemoUsers } from '../auth/demo-accounts.ts';
import type { Database } from '../db/database.ts';
import { currentFormVersion } from '../services/programs/form-version-service.ts';
import { programCatalog } from './catalog/program-catalog.ts';
import { generatePlayerDatabase } from './players/generate-player-database.ts';
import { seedCatalog } from './seed-catalog.ts';
import { spanishCatalog } from './spanish/spanish-catalog.ts';
import { seedSpanish } from './spanish/seed-spanish.ts';
import { seedPlayers } from './seed-players.ts';

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /** Registry the catalog forms compile with (each program gets its first form version). */
  registry: ComponentRegistry;
  /** created_at of the seeded rows. */
  now: Date;
  /** Synthetic players to generate, default 3000 (tests use fewer). */
  players?: number;
}

/** Fixed seed of the synthetic player database: the same players on every machine. */
export const PLAYER_DATABASE_SEED = 2026;

/**
 * Fills an empty, migrated database: the program catalog (programs, paths,
 * components, questions and options, contacts) with the Spanish texts of
 * some of them (seedSpanish), each program's first
 * form version, the synthetic player database (players, colleges, NCAA
 * conferences; seed 2026) and the demo staff users. One transaction: all or
 * nothing. Idempotent: does nothing when any program exists.
 * Throws FormConfigError when a catalog program does not compile.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  if (await hasPrograms(db)) return;
  const players = generatePlayerDatabase({ seed: PLAYER_DATABASE_SEED, players: options.players ?? 3000 });
  await db.transaction().execute(async (trx) => {
    await seedCatalog(trx, programCatalog, options.now);
    await seedSpanish(trx, programCatalog, spanishCatalog, options.now);
    for (const program of programCatalog) await currentFormVersion(trx, program.id, options.registry, options.now);
    await seedPlayers(trx, players);
    await seedDemoUsers(trx, options.now);
  });
}

async function hasPrograms(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('programs').select('id').limit(1).executeTakeFirst()) !== undefined;
}
