import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import type { Database } from '../database.ts';
import { createMigrator } from '../migrate.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const at = '2026-11-21T12:00:00.000Z';

describe.each(testDialects())('migration 0006-payments on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  async function insertRegistration(extra: { payment_reference?: string } = {}): Promise<number> {
    const row = await db
      .insertInto('registrations')
      .values({
        program_id: 1,
        form_version_id: 1,
        event_year: 2026,
        status: 8,
        answers_json: '{}',
        submitted_at: at,
        modified_at: at,
        status_changed_by: 'Applicant',
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it.skipIf(skip)('gives existing and new registrations distinct uuid v4 payment references', async () => {
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('0005-participant-list-columns')).error).toBeUndefined();
    await sql`insert into programs (id, event_name, program_display_name, event_year, family, active_event, settings_json, created_at, updated_at)
      values (1, 'P', 'P', 2026, 'nfl-programs', 1, '{}', ${at}, ${at})`.execute(db);
    await sql`insert into form_versions (program_id, content_hash, definition_json, compiled_json, created_at) values (1, 'h', '{}', '{}', ${at})`.execute(
      db,
    );
    await sql`insert into registrations (program_id, form_version_id, event_year, status, answers_json, submitted_at, modified_at)
      values (1, 1, 2026, 8, '{}', ${at}, ${at}), (1, 1, 2026, 8, '{}', ${at}, ${at})`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await insertRegistration();
    const given = await insertRegistration({ payment_reference: '3b0c7a52-4f1e-4d6a-8b2c-9e8f7a6b5c4d' });
    const rows = await db.selectFrom('registrations').select(['id', 'payment_reference']).orderBy('id').execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.payment_reference).toMatch(UUID_V4);
    expect(new Set(rows.map((row) => row.payment_reference)).size).toBe(4);
    expect(rows.find((row) => row.id === given)?.payment_reference).toBe('3b0c7a52-4f1e-4d6a-8b2c-9e8f7a6b5c4d');
    await expect(insertRegistration({ payment_reference: '3b0c7a52-4f1e-4d6a-8b2c-9e8f7a6b5c4d' })).rejects.toThrow();
  });

  it.skipIf(skip)('records each Stripe event id once and each payment session id once', async () => {
    await db.insertInto('stripe_events').values({ event_id: 'evt_1', type: 'checkout.session.completed', received_at: at }).execute();
    await expect(
      db.insertInto('stripe_events').values({ event_id: 'evt_1', type: 'checkout.session.completed', received_at: at }).execute(),
    ).rejects.toThrow();
    const session = {
      registration_id: 1,
      provider: 'stripe' as const,
      provider_session_id: 'cs_1',
      amount_cents: 100,
      status: 'open' as const,
      checkout_url: 'x',
      created_at: at,
      completed_at: null,
    };
    await db.insertInto('payment_sessions').values(session).execute();
    await expect(db.insertInto('payment_sessions').values(session).execute()).rejects.toThrow();
  });
});
