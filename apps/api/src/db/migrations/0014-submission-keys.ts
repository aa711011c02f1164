import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Exactly once and scoped (README "Idempotency-Key", "Dev mailbox"):
 *
 * Idempotent submissions (README "Idempotency-Key"): the key an applicant's
 * page sends with its submission, stored with the registration it created
 * and the answer given, in the submission's transaction. UNIQUE per program
 * (primary key), so a repeat, on any instance, finds the first result
 * instead of storing a second registration.
 *
 * outbox.program_id: the program an email is about (null for none), so the
 * dev mailbox shows each email only to staff whose roles reach its program.
 */
export const submissionKeys: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('submission_keys')
      .addColumn('program_id', 'integer', (column) => column.notNull().references('programs.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (column) => column.notNull())
      .addColumn('registration_id', 'integer', (column) => column.notNull().references('registrations.id').onDelete('cascade'))
      .addColumn('response_json', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('submission_keys_pk', ['program_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('submission_keys_registration_id').on('submission_keys').column('registration_id').execute();
    await db.schema.alterTable('outbox').addColumn('program_id', 'integer').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('outbox').dropColumn('program_id').execute();
    await db.schema.dropTable('submission_keys').execute();
  },
};
