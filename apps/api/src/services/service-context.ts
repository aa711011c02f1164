import type { Kysely } from 'kysely';
import type { ComponentRegistry } from '@huddle/form-engine';
import type { Database } from '../db/database.ts';

/**
 * What every service operation receives: the database (or a transaction), the
 * component registry the forms compile with, and the clock. Never a Hono
 * context; expected failures are thrown as ProblemError.
 */
export interface ServiceContext {
  db: Kysely<Database>;
  registry: ComponentRegistry;
  now: () => Date;
}
