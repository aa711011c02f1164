import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * validator_modules: the precompiled validator module of each form content
 * (issue 11; generateValidatorModule), stored once per form_hash (a form
 * version's content_hash: the module depends on the compiled form only, so
 * every version with that content shares it) and served by module_hash (the
 * sha-256 hex of `source`, UNIQUE) under an immutable URL. Rows are written
 * once and never changed.
 */
export const validatorModules: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('validator_modules')
      .addColumn('form_hash', 'text', (c) => c.primaryKey())
      .addColumn('module_hash', 'text', (c) => c.notNull().unique())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('validator_modules').execute();
  },
};
