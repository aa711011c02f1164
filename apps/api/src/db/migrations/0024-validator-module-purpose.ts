import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * validator_modules.purpose: 'form' for the modules of form versions and of
 * the configuration schemas (kept), 'preview' for those generated only for
 * a builder draft's live preview (POST .../form-preview), which the hourly
 * sweep removes a day after they were stored. A preview module that a form
 * version later uses becomes 'form'. The index serves the sweep.
 */
export const validatorModulePurpose: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('validator_modules')
      .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('form'))
      .execute();
    await db.schema.createIndex('validator_modules_purpose_created').on('validator_modules').columns(['purpose', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('validator_modules_purpose_created').execute();
    await db.schema.alterTable('validator_modules').dropColumn('purpose').execute();
  },
};
