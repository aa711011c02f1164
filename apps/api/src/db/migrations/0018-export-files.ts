import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { withIdentityId } from './identity-column.ts';

/**
 * Exports kept as files, mailed as links (README "Participants export"):
 *
 * - `exports`: one row per finished participants export: the program and
 *   league year, who asked (actor email), when, its size in bytes and data
 *   rows, the FileStore key of the CSV, the SHA-256 (hex) of the download
 *   link's token and when the link expires. Removed with its file by the
 *   retention sweep (EXPORT_RETENTION_DAYS).
 * - `outbox_attachments.content_cleared_at`: when the bytes of a sent
 *   email's attachment were dropped (content then empty; name and size stay).
 * - Partial indexes on live registrations matching the export's reads: the
 *   rows of a league year in id order (program_id, event_year, id), and
 *   whether a form version has live rows in a year
 *   (program_id, event_year, form_version_id).
 */
export const exportFiles: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const dialect = dialectName(db);
    await withIdentityId(db.schema.createTable('exports'), dialect)
      .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
      .addColumn('event_year', 'integer', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('file_key', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exports_created_at').on('exports').column('created_at').execute();
    await db.schema.alterTable('outbox_attachments').addColumn('content_cleared_at', 'text').execute();
    await sql`create index registrations_live_year_id on registrations (program_id, event_year, id) where deleted_at is null`.execute(db);
    await sql`create index registrations_live_year_form_version on registrations (program_id, event_year, form_version_id) where deleted_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('registrations_live_year_form_version').ifExists().execute();
    await db.schema.dropIndex('registrations_live_year_id').ifExists().execute();
    await db.schema.alterTable('outbox_attachments').dropColumn('content_cleared_at').execute();
    await db.schema.dropTable('exports').ifExists().execute();
  },
};
