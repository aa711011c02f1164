import type { Kysely } from 'kysely';
import type { ComponentRegistry } from '@huddle/form-engine';
import type { Database } from '../db/database.ts';

/**
 * What every service operation receives: the database (or a transaction), the
 * component registry the forms compile with, the clock and the public URL. Never a Hono
 * context; expected failures are thrown as ProblemError.
 */
export interface ServiceContext {
  db: Kysely<Database>;
  registry: ComponentRegistry;
  now: () => Date;
  /**
   * PUBLIC_URL of the app (AppConfig.publicUrl), the base of links in emails
   * (e.g. the payment link). The app always sets it; absent, links are
   * relative to the site root.
   */
  publicUrl?: string;
  /**
   * Where long reads over every row of a program-year run (the CSV export):
   * createLongReadDatabase's separate SQLite connection; absent, `db`.
   */
  longReadDb?: Kysely<Database>;
}
