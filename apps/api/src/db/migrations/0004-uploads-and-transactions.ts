import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { withIdentityId } from './identity-column.ts';

/**
 * Files uploaded with an application and the card transactions of a
 * registration (spec §3 Participant FILE_UPLOAD_0..5, Transaction):
 * - uploads: one row per stored file; `id` is a generated uuid, `slot` the
 *   FileUpload position 0-5, `storage_key` the FileStore key (never derived
 *   from the applicant's file name);
 * - transactions: payments, refunds and voids; amounts in cents, positive for
 *   a payment and negative for what a refund or void gives back.
 */
export const uploadsAndTransactions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
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

    await withIdentityId(db.schema.createTable('transactions'), dialectName(db))
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id'))
      .addColumn('transaction_date', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('amount_paid_cents', 'integer', (c) => c.notNull())
      .addColumn('transaction_num', 'text', (c) => c.notNull())
      .addColumn('authorization_code', 'text')
      .addColumn('description', 'text')
      .addColumn('card_last_four', 'text')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'refund', 'void')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transactions_registration_id').on('transactions').column('registration_id').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('transactions').ifExists().execute();
    await db.schema.dropTable('uploads').ifExists().execute();
  },
};
