import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(testDialects())('migrateToLatest on $name', (dialect) => {
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (dialect.skipReason !== undefined) return;
    db = await dialect.create();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it.skipIf(dialect.skipReason !== undefined)('creates every table and is idempotent', async () => {
    await migrateToLatest(db);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'programs',
        'program_paths',
        'program_components',
        'questions',
        'question_options',
        'contacts',
        'form_versions',
        'registrations',
        'status_log',
        'audit_log',
        'users',
        'sessions',
        'players',
        'colleges',
        'ncaa_conferences',
      ]),
    );
  });

  it.skipIf(dialect.skipReason !== undefined)('assigns identity ids and enforces the unique constraints', async () => {
    const now = new Date('2026-05-01T12:00:00.000Z').toISOString();
    const user = { display_name: 'A', roles_json: '[]', created_at: now };
    const first = await db
      .insertInto('users')
      .values({ ...user, email: 'a@huddle.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto('users')
      .values({ ...user, email: 'b@huddle.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(second.id).toBe(first.id + 1);
    await expect(
      db
        .insertInto('users')
        .values({ ...user, email: 'a@huddle.test' })
        .execute(),
    ).rejects.toThrow();

    await db
      .insertInto('programs')
      .values({
        id: 501,
        event_name: 'P',
        program_display_name: 'P',
        event_year: 2026,
        family: 'nfl-programs',
        fixed_role: null,
        active_event: 1,
        start_date: null,
        end_date: null,
        application_due_date: null,
        settings_json: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const version = { program_id: 501, content_hash: 'abc', definition_json: '{}', compiled_json: '{}', created_at: now };
    await db.insertInto('form_versions').values(version).execute();
    await expect(db.insertInto('form_versions').values(version).execute()).rejects.toThrow();
  });

  it.skipIf(dialect.skipReason !== undefined)('enforces foreign keys', async () => {
    const now = new Date().toISOString();
    await expect(
      db.insertInto('sessions').values({ id: 'x', user_id: 999_999, created_at: now, expires_at: now }).execute(),
    ).rejects.toThrow();
  });

  it.skipIf(dialect.skipReason !== undefined)('names the failing migration', async () => {
    const broken = await dialect.create();
    try {
      await broken.schema.createTable('programs').addColumn('id', 'integer').execute();
      await expect(migrateToLatest(broken)).rejects.toThrow(/^Database migration 0001-initial-schema failed: /);
    } finally {
      await broken.destroy();
    }
  });
});
