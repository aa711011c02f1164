import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * spec §4 'Disclaimer' (football ops): the applicant's decision on the
 * submission release agreement, recorded with the registration as 1
 * (agreed); null where the program does not ask for it. A decline (2) ends
 * the visit before any submission, so no registration carries it.
 */
export const legalDisclaimer: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('registrations').addColumn('legal_disclaimer', 'integer').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('registrations').dropColumn('legal_disclaimer').execute();
  },
};
