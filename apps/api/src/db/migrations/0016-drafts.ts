import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { withIdentityId } from './identity-column.ts';

/**
 * Save and finish later, and how far applicants get:
 *
 * - drafts: an application saved on the server to finish later (the resume
 *   link emailed to `email`). Only the sha-256 hex of the link's random token
 *   is stored (token_hash, UNIQUE). A draft expires 30 days after it was last
 *   saved (expires_at) and is closed when the application is submitted from
 *   it (submitted_at, registration_id). program_path is the public path the
 *   resume link opens. Drafts are not registrations: no list, export or
 *   dashboard count of applications reads them.
 * - form_funnel_days: per program, league year and UTC day, how many
 *   browser sessions opened the public form and how many started answering
 *   it (one atomic upsert per beacon).
 */
export const drafts: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await withIdentityId(db.schema.createTable('drafts'), dialectName(db))
      .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
      .addColumn('form_version_id', 'integer', (c) => c.notNull().references('form_versions.id'))
      .addColumn('program_path', 'text', (c) => c.notNull())
      .addColumn('answers_json', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('registration_id', 'integer', (c) => c.references('registrations.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('drafts_open').on('drafts').columns(['submitted_at', 'expires_at']).execute();
    await db.schema
      .createTable('form_funnel_days')
      .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
      .addColumn('event_year', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('opened', 'integer', (c) => c.notNull())
      .addColumn('started', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('form_funnel_days_pk', ['program_id', 'event_year', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('form_funnel_days').execute();
    await db.schema.dropTable('drafts').execute();
  },
};
