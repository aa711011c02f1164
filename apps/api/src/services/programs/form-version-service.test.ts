import { componentRegistry } from '@huddle/components/definitions';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { currentFormVersion, getFormVersion } from './form-version-service.ts';

const PROGRAM = 30; // Legends Chess Event

describe.each(testDialects())('currentFormVersion on $name', (dialect) => {
  let db: Kysely<Database>;
  const skip = dialect.skipReason !== undefined;
  const now = new Date('2026-11-21T12:00:00.000Z');
  const versions = async (): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('form_versions')
          .select(sql<number>`count(*)`.as('n'))
          .where('program_id', '=', PROGRAM)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDatabase(db, { registry: componentRegistry, now, players: 0 });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it.skipIf(skip)('returns the seeded version while nothing changes', async () => {
    const first = await currentFormVersion(db, PROGRAM, componentRegistry, now);
    const second = await currentFormVersion(db, PROGRAM, componentRegistry, now);
    expect(second).toEqual(first);
    expect(first.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await versions()).toBe(1);
    expect(await getFormVersion(db, PROGRAM, first.id)).toEqual(first);
  });

  it.skipIf(skip)('stores one new version when concurrent requests see a changed definition', async () => {
    const before = await currentFormVersion(db, PROGRAM, componentRegistry, now);
    await db
      .updateTable('question_options')
      .set({ option_name: 'Grandmaster' })
      .where('question_id', 'in', db.selectFrom('questions').select('id').where('program_id', '=', PROGRAM))
      .execute();
    const results = await Promise.all(Array.from({ length: 6 }, () => currentFormVersion(db, PROGRAM, componentRegistry, now)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results[0]?.id).not.toBe(before.id);
    expect(await versions()).toBe(2);
    const stored = await db
      .selectFrom('form_versions')
      .selectAll()
      .where('id', '=', results[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.definition_json)).toMatchObject({ eventId: PROGRAM, eventYear: 2026 });
  });

  it.skipIf(skip)('does not hand out another program’s version', async () => {
    const other = await currentFormVersion(db, 29, componentRegistry, now);
    await expect(getFormVersion(db, PROGRAM, other.id)).rejects.toMatchObject({ status: 404 });
  });
});
