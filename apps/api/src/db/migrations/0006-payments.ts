import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { withIdentityId } from './identity-column.ts';

/**
 * A random version 4 uuid in SQLite SQL (randomblob is evaluated per row):
 * 8-4-4-4-12 lower-case hex digits, version nibble 4, variant 8, 9, a or b.
 */
const SQLITE_UUID_V4 = sql.raw(
  `lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || ` +
    `substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))`,
);

/**
 * Program fees (Stripe Checkout or the local sandbox checkout):
 * - registrations.payment_reference: the unguessable uuid v4 the payment link
 *   carries (`/payment?registration={reference}`), UNIQUE. Existing rows get
 *   one here; new rows get one from the submission, or else from the
 *   database (Postgres column default gen_random_uuid(), SQLite trigger), so
 *   every registration has one;
 * - payment_sessions: one checkout attempt of a registration (provider
 *   'stripe' or 'sandbox', provider_session_id UNIQUE, amount in cents, status
 *   open / complete / expired / failed);
 * - stripe_events: ids of the webhook events already applied (primary key),
 *   written in the same transaction as their effect: each event applies once;
 * - transactions (0004): UNIQUE (kind, transaction_num), so one PaymentIntent
 *   is recorded as one payment and one refund id as one refund.
 */
export const payments: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const dialect = dialectName(db);
    if (dialect === 'postgres') {
      await sql`alter table registrations add column payment_reference text not null default gen_random_uuid()::text`.execute(db);
    } else {
      await db.schema.alterTable('registrations').addColumn('payment_reference', 'text').execute();
      await sql`update registrations set payment_reference = ${SQLITE_UUID_V4} where payment_reference is null`.execute(db);
      await sql`
        create trigger registrations_payment_reference after insert on registrations
        when new.payment_reference is null
        begin
          update registrations set payment_reference = ${SQLITE_UUID_V4} where id = new.id;
        end`.execute(db);
    }
    await db.schema.createIndex('registrations_payment_reference').on('registrations').column('payment_reference').unique().execute();

    await withIdentityId(db.schema.createTable('payment_sessions'), dialect)
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'sandbox')`))
      .addColumn('provider_session_id', 'text', (c) => c.notNull().unique())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'complete', 'expired', 'failed')`))
      .addColumn('checkout_url', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .execute();
    await db.schema.createIndex('payment_sessions_registration_id').on('payment_sessions').column('registration_id').execute();

    await db.schema
      .createTable('stripe_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createIndex('transactions_kind_transaction_num')
      .on('transactions')
      .columns(['kind', 'transaction_num'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('transactions_kind_transaction_num').ifExists().execute();
    await db.schema.dropTable('stripe_events').ifExists().execute();
    await db.schema.dropTable('payment_sessions').ifExists().execute();
    await db.schema.dropIndex('registrations_payment_reference').ifExists().execute();
    if (dialectName(db) === 'sqlite') await sql`drop trigger if exists registrations_payment_reference`.execute(db);
    await db.schema.alterTable('registrations').dropColumn('payment_reference').execute();
  },
};
