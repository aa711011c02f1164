import type { Kysely } from 'kysely';
import type { ComponentRegistry } from '@huddle/form-engine';
import type { Database } from '../db/database.ts';

/**
 * What server.ts seeds on start (README "Run it"): an empty database gets
 * the catalog, players and demo accounts (seedDatabase), and a Legends
 * Directory program without applications gets the synthetic businesses
 * (seedLegendBusinesses). The seeders and their data (faker's locales, the
 * catalog) are imported only when one of them has something to do, so a
 * server restarted on a seeded database never loads them (issue 17: the
 * serving process stays lean). Returns whether it seeded anything; rejects
 * as the seeders do.
 */
export async function seedOnStart(db: Kysely<Database>, options: { registry: ComponentRegistry; now: Date }): Promise<boolean> {
  if (!(await needsSeeding(db))) return false;
  const [{ seedDatabase }, { seedLegendBusinesses }] = await Promise.all([
    import('./seed-database.ts'),
    import('./legends/seed-legend-businesses.ts'),
  ]);
  await seedDatabase(db, options);
  await seedLegendBusinesses(db, options);
  return true;
}

/** True when there is no program yet, or a Legends Directory program has no application (the seeders' own checks). */
async function needsSeeding(db: Kysely<Database>): Promise<boolean> {
  const program = await db.selectFrom('programs').select('id').limit(1).executeTakeFirst();
  if (program === undefined) return true;
  const legends = await db.selectFrom('programs').select('id').where('fixed_role', '=', 'legends-directory').executeTakeFirst();
  if (legends === undefined) return false;
  const application = await db.selectFrom('legend_applications').select('id').limit(1).executeTakeFirst();
  return application === undefined;
}
