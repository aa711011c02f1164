import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * validator_modules: the precompiled validator modules of form versions
 * (issue 11; generateValidatorModule), keyed by module_hash (the sha-256
 * hex of `source`) and served under an immutable URL named by it. Versions
 * with the same content share one module. Rows are written once and never
 * changed.
 */
export const validatorModules: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('validator_modules')
      .addColumn('module_hash', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('validator_modules').execute();
  },
};
