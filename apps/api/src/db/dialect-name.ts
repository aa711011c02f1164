import { PostgresIntrospector, type Kysely } from 'kysely';

/** The two SQL dialects the API runs on. */
export type DialectName = 'sqlite' | 'postgres';

/**
 * Which dialect a Kysely instance (or transaction) talks to, read from its
 * public introspector. Used where the dialects differ: identity columns,
 * bound-parameter limits, the migration table's schema.
 */
export function dialectName<DB>(db: Kysely<DB>): DialectName {
  return db.introspection instanceof PostgresIntrospector ? 'postgres' : 'sqlite';
}
