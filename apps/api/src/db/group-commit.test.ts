import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { testDialects } from '../test-support/dialects.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import type { Database } from './database.ts';
import { inGroupCommit } from './group-commit.ts';

const writeAudit = (db: Kysely<Database>, target: string) =>
  db
    .insertInto('audit_log')
    .values({
      at: '2026-01-01T00:00:00.000Z',
      actor: 'group-commit test',
      action: 'test.write',
      target,
      before_json: null,
      after_json: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const storedTargets = async (db: Kysely<Database>, prefix: string): Promise<(string | null)[]> =>
  (await db.selectFrom('audit_log').select('target').where('target', 'like', `${prefix}%`).orderBy('target').execute()).map(
    (row) => row.target,
  );

describe.each(testDialects())('inGroupCommit on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('stores every concurrent unit and resolves each with its own result', async () => {
    const targets = Array.from({ length: 150 }, (_, index) => `many:${String(index).padStart(3, '0')}`);
    const results = await Promise.all(targets.map((target) => inGroupCommit(t.db, async (trx) => (await writeAudit(trx, target)).id)));
    expect(new Set(results).size).toBe(targets.length);
    expect(await storedTargets(t.db, 'many:')).toEqual(targets);
  });

  it.skipIf(skip)('rolls back only the unit that throws, after its writes, and rejects it with its own error', async () => {
    const outcomes = await Promise.allSettled(
      ['mixed:a', 'mixed:b', 'mixed:c'].map((target) =>
        inGroupCommit(t.db, async (trx) => {
          await writeAudit(trx, target);
          if (target === 'mixed:b') {
            await writeAudit(trx, 'mixed:b-second');
            throw new Error('refused b');
          }
          return target;
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: new Error('refused b') });
    expect(await storedTargets(t.db, 'mixed:')).toEqual(['mixed:a', 'mixed:c']);
  });

  it.skipIf(skip)('runs in the caller transaction when given one', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await inGroupCommit(trx, (inner) => writeAudit(inner, 'nested:a'));
        throw new Error('outer rolled back');
      }),
    ).rejects.toThrow('outer rolled back');
    expect(await storedTargets(t.db, 'nested:')).toEqual([]);
  });
});
