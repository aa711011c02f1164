import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Spanish program content (issue 14.3):
 *
 * program_translations: the Spanish (or any further language's) version of
 * each applicant-facing text staff write, one row per text, keyed by
 * (program, entity kind, entity id, field, language). Entity kinds: 'program'
 * (entity id 0: display name, description, messages, email templates),
 * 'component' (display name, text), 'question' (question text) and 'option'
 * (option label; the option's value stays its English name). English stays
 * in the entity's own columns; a missing row falls back to it.
 *
 * registrations.language: the language the applicant used ('en' or 'es');
 * the confirmation and status emails go out in it.
 */
export const programTranslations: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('program_translations')
      .addColumn('program_id', 'integer', (column) => column.notNull().references('programs.id').onDelete('cascade'))
      .addColumn('entity_kind', 'text', (column) => column.notNull())
      .addColumn('entity_id', 'integer', (column) => column.notNull())
      .addColumn('field', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('program_translations_pk', ['program_id', 'entity_kind', 'entity_id', 'field', 'language'])
      .execute();
    await db.schema
      .alterTable('registrations')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('registrations').dropColumn('language').execute();
    await db.schema.dropTable('program_translations').execute();
  },
};
