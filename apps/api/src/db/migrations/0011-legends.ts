import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { withIdentityId } from './identity-column.ts';
import { createBusinessSearchIndex, dropBusinessSearchIndex } from './business-search-index.ts';

/**
 * The Legends area (spec §1, §3 Legend application) and the public business
 * directory it feeds:
 * - legends: one record per Legend (player database link UNIQUE, email UNIQUE
 *   lower-cased, both optional);
 * - legend_applications: one per Legends Directory registration (UNIQUE
 *   registration_id), with the business facts projected from its answers
 *   plus the staff-written business description; the directory lists those
 *   whose registration is Approved (`listed`, kept by business-search-index.ts's
 *   triggers on registrations);
 * - legend_application_facets: (facet, value) pairs of each application
 *   (industry, certification, serviceArea, state) behind the directory filters;
 * - legend_documents (staff uploads) and legend_notes (append-only);
 * - player_seasons: the seasons and clubs of the player database ('teams
 *   played for');
 * - an index on registrations.player_id (a Legend's registrations);
 * - the directory's full-text index (business-search-index.ts).
 */
export const legends: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const dialect = dialectName(db);
    await withIdentityId(db.schema.createTable('legends'), dialect)
      .addColumn('player_id', 'integer', (c) => c.unique().references('players.id'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('search_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('phone', 'text')
      .addColumn('city', 'text')
      .addColumn('state_code', 'text')
      .addColumn('country', 'text')
      .addColumn('birth_date', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('legends_search_name').on('legends').columns(['search_name', 'id']).execute();

    await withIdentityId(db.schema.createTable('legend_applications'), dialect)
      .addColumn('legend_id', 'integer', (c) => c.notNull().references('legends.id'))
      .addColumn('registration_id', 'integer', (c) => c.notNull().unique().references('registrations.id').onDelete('cascade'))
      .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
      .addColumn('company_name', 'text')
      .addColumn('sort_name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('business_description', 'text')
      .addColumn('industries_json', 'text', (c) => c.notNull())
      .addColumn('certifications_json', 'text', (c) => c.notNull())
      .addColumn('service_area', 'text')
      .addColumn('city', 'text')
      .addColumn('state_code', 'text')
      .addColumn('country', 'text')
      .addColumn('website', 'text')
      .addColumn('company_phone', 'text')
      .addColumn('company_email', 'text')
      .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('legend_applications_legend').on('legend_applications').columns(['legend_id', 'id']).execute();
    await db.schema.createIndex('legend_applications_listed').on('legend_applications').columns(['listed', 'sort_name', 'id']).execute();

    await db.schema
      .createTable('legend_application_facets')
      .addColumn('application_id', 'integer', (c) => c.notNull().references('legend_applications.id').onDelete('cascade'))
      .addColumn('facet', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('legend_application_facets_pk', ['facet', 'value', 'application_id'])
      .execute();
    await db.schema.createIndex('legend_application_facets_application').on('legend_application_facets').column('application_id').execute();

    await db.schema
      .createTable('legend_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('legend_id', 'integer', (c) => c.notNull().references('legends.id'))
      .addColumn('application_id', 'integer', (c) => c.references('legend_applications.id').onDelete('set null'))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('uploaded_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('legend_documents_legend').on('legend_documents').columns(['legend_id', 'created_at']).execute();

    await withIdentityId(db.schema.createTable('legend_notes'), dialect)
      .addColumn('legend_id', 'integer', (c) => c.notNull().references('legends.id'))
      .addColumn('document_id', 'text') // a legend_documents id or an application's uploads id
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('legend_notes_legend').on('legend_notes').columns(['legend_id', 'id']).execute();

    await db.schema
      .createTable('player_seasons')
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('club_name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('player_seasons_pk', ['player_id', 'season'])
      .execute();

    await sql`create index registrations_player on registrations (player_id) where player_id is not null`.execute(db);
    await createBusinessSearchIndex(db, dialect);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await dropBusinessSearchIndex(db, dialectName(db));
    await db.schema.dropIndex('registrations_player').ifExists().execute();
    for (const table of [
      'player_seasons',
      'legend_notes',
      'legend_documents',
      'legend_application_facets',
      'legend_applications',
      'legends',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
