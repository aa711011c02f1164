import type { CompiledForm } from '@huddle/form-engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswersWithUploads } from '../test-support/sample-uploads.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const CROWDSOURCING = 1; // football ops submission program, shows the release agreement
const FELLOWSHIP = 6; // football ops program without it

/**
 * spec §4 'Disclaimer': football ops programs with showLegalDisclaimer take a
 * submission only with the agreement (legalDisclaimer 1, stored with the
 * registration); other programs store nothing for it.
 */
describe.each(testDialects())('release agreement on submissions ($name)', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  beforeAll(async () => {
    if (!skip) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const submission = async (eventId: number) => {
    const { formVersion } = (await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${eventId}`)).body;
    return { formVersionId: formVersion.id, answers: await sampleAnswersWithUploads(t.app, eventId, formVersion.compiled) };
  };
  const registrations = async () =>
    Number(
      (
        await t.db
          .selectFrom('registrations')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.skipIf(skip)('refuses a submission without the agreement with 422 naming legalDisclaimer, storing nothing', async () => {
    const before = await registrations();
    const response = await postJson(t.app, `/api/events/${CROWDSOURCING}/responses`, await submission(CROWDSOURCING));
    expect(response.status).toBe(422);
    expect(response.body.invalid_params).toEqual([{ name: 'legalDisclaimer', reason: 'must be 1 (the release agreement accepted)' }]);
    expect(await registrations()).toBe(before);
  });

  it.skipIf(skip)('refuses any other code than 1 (a decline is never submitted)', async () => {
    const response = await postJson<{ invalid_params?: { name: string }[] }>(t.app, `/api/events/${CROWDSOURCING}/responses`, {
      ...(await submission(CROWDSOURCING)),
      legalDisclaimer: 2,
    });
    expect(response.status).toBe(422);
    expect(response.body.invalid_params?.[0]?.name).toBe('legalDisclaimer');
  });

  it.skipIf(skip)('records the agreement as 1; programs that do not ask record nothing', async () => {
    const agreed = await postJson<{ registrationId: number }>(t.app, `/api/events/${CROWDSOURCING}/responses`, {
      ...(await submission(CROWDSOURCING)),
      legalDisclaimer: 1,
    });
    expect(agreed.status).toBe(201);
    const other = await postJson<{ registrationId: number }>(t.app, `/api/events/${FELLOWSHIP}/responses`, await submission(FELLOWSHIP));
    expect(other.status).toBe(201);
    const rows = await t.db
      .selectFrom('registrations')
      .select(['id', 'legal_disclaimer'])
      .where('id', 'in', [agreed.body.registrationId, other.body.registrationId])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.legal_disclaimer)).toEqual([1, null]);
  });
});
