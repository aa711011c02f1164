import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The registration workflow columns (spec §2 participants list and detail,
 * §4 transitions): registrations.deleted_at (ISO-8601 text, set when staff
 * remove a submission; lists and detail leave such rows out) and
 * registrations.approved_by (display name of the staff member who approved,
 * the 'Approved By' list column). One ALTER per column: SQLite adds one
 * column per statement.
 */
export const registrationWorkflow: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('registrations').addColumn('deleted_at', 'text').execute();
    await db.schema.alterTable('registrations').addColumn('approved_by', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('registrations').dropColumn('approved_by').execute();
    await db.schema.alterTable('registrations').dropColumn('deleted_at').execute();
  },
};
