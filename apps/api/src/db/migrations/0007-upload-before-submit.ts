import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Application uploads are stored before the application is submitted
 * (spec §7 POST uploads, then the submission references them): an upload
 * row exists with `registration_id` null until the submission that names it
 * claims it (sets registration_id in its transaction). Unclaimed rows older
 * than 24 hours are swept with their files (services/upload-sweep.ts).
 *
 * SQLite cannot drop NOT NULL from a column, so `uploads` is recreated; the
 * table held no rows before this migration (nothing wrote to it). Same
 * columns as 0004 otherwise; an index on (registration_id, created_at) serves
 * the sweep, which looks for registration_id null.
 */
export const uploadBeforeSubmit: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('uploads').execute();
    await createUploads(db, false);
    await db.schema.createIndex('uploads_unclaimed').on('uploads').columns(['registration_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('uploads').execute();
    await createUploads(db, true);
  },
};

async function createUploads(db: Kysely<unknown>, registrationRequired: boolean): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'integer', (c) => {
      const column = c.references('registrations.id').onDelete('cascade');
      return registrationRequired ? column.notNull() : column;
    })
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot between 0 and 5`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_registration_id').on('uploads').columns(['registration_id', 'slot']).execute();
  await db.schema.createIndex('uploads_program_id').on('uploads').column('program_id').execute();
}
