import type { CompiledForm } from '@huddle/form-engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const OPEN_WITHOUT_ACCEPTANCE = 29; // NFL Women's Community

describe.each(testDialects())('public submit rate limit on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (!skip) t = await createTestApp(dialect, {}, { submitRateLimit: { limit: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('answers 429 problem+json past the limit and stores nothing more', async () => {
    const { body } = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(
      t.app,
      `/api/events/${OPEN_WITHOUT_ACCEPTANCE}`,
    );
    const submit = () =>
      postJson<{ title: string; status: number }>(t.app, `/api/events/${OPEN_WITHOUT_ACCEPTANCE}/responses`, {
        formVersionId: body.formVersion.id,
        answers: sampleAnswers(body.formVersion.compiled),
      });
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('registrations')
            .select(sql<number>`count(*)`.as('n'))
            .where('program_id', '=', OPEN_WITHOUT_ACCEPTANCE)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (let i = 0; i < 3; i += 1) expect((await submit()).status).toBe(201);

    const refused = await submit();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.title).toBe('Too Many Requests');
    expect(await count()).toBe(before + 3);
  });
});
