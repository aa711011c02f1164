import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { binaryColumnType } from './binary-column.ts';
import { withIdentityId } from './identity-column.ts';

/**
 * The email outbox (apps/api/src/email): one row per email to send, UNIQUE
 * dedupe_key so an event queues exactly one email; its attachments as bytes
 * in outbox_attachments (BLOB on SQLite, BYTEA on Postgres).
 */
export const emailOutbox: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const dialect = dialectName(db);
    await withIdentityId(db.schema.createTable('outbox'), dialect)
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addUniqueConstraint('outbox_dedupe_key', ['dedupe_key'])
      .execute();
    await db.schema.createIndex('outbox_status_next_attempt_at').on('outbox').columns(['status', 'next_attempt_at']).execute();

    await withIdentityId(db.schema.createTable('outbox_attachments'), dialect)
      .addColumn('outbox_id', 'integer', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', binaryColumnType(dialect), (c) => c.notNull())
      .addUniqueConstraint('outbox_attachments_outbox_id_position', ['outbox_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('outbox_attachments').ifExists().execute();
    await db.schema.dropTable('outbox').ifExists().execute();
  },
};
