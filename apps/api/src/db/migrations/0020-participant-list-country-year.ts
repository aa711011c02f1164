import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const INDEX = 'registrations_live_country_state';

/**
 * The participants list's country + state filter within a league year (spec
 * §2 filters; issue 17 point 2): migration 0005's index of live rows
 * (program_id, country, state_code, id, status) had no event_year, so a
 * year's count looked every state match of every year up in the table, and
 * its page walked the year's submitted_at index checking each row's state
 * (about 300,000 lookups for page 3 of Texas at 1,000,000 rows, `npm run
 * bench`). The index is replaced, not added (each registrations index costs
 * every submission an insert), by (program_id, country, state_code,
 * event_year, submitted_at, id, status): the year's matches are one range,
 * counted from the index alone and read newest or oldest first without a
 * sort; over every year (Legends, 'NP') the matches are still one range.
 */
export const participantListCountryYear: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists ${sql.id(INDEX)}`.execute(db);
    await sql`create index ${sql.id(INDEX)} on registrations (program_id, country, state_code, event_year, submitted_at, id, status)
      where deleted_at is null`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists ${sql.id(INDEX)}`.execute(db);
    await sql`create index ${sql.id(INDEX)} on registrations (program_id, country, state_code, id, status) where deleted_at is null`.execute(
      db,
    );
  },
};
