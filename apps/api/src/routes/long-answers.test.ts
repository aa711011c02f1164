import type { CompiledForm } from '@huddle/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXED_TEXT_MAX_LENGTH, indexedText } from '../db/indexed-text.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Programs of the seed catalog used here. */
const WOMENS_COMMUNITY = 29; // open; PersonalInformation
const LEGENDS_DIRECTORY = 2; // open; company information of a Legends business

describe('indexedText', () => {
  it('keeps short values and cuts long ones at 256 code points without splitting a surrogate pair', () => {
    expect(indexedText(null)).toBeNull();
    expect(indexedText('Ann')).toBe('Ann');
    const emoji = '🏈'.repeat(300);
    expect(Array.from(indexedText(emoji))).toHaveLength(INDEXED_TEXT_MAX_LENGTH);
    expect(indexedText(emoji)).toBe('🏈'.repeat(INDEXED_TEXT_MAX_LENGTH));
  });
});

describe.each(testDialects())('very long answers on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;

  beforeAll(async () => {
    if (!skip) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function submit(program: number, overrides: Record<string, string>) {
    const { formVersion } = (await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${program}`)).body;
    return postJson<{ registrationId?: number }>(t.app, `/api/events/${program}/responses`, {
      formVersionId: formVersion.id,
      answers: sampleAnswers(formVersion.compiled, overrides),
    });
  }

  it.skipIf(skip)('stores a 100,000-character name whole in the answers and its first 256 characters in the indexed columns', async () => {
    const longName = `${'Annabel'.repeat(14_285)}a`;
    const response = await submit(WOMENS_COMMUNITY, { firstName: longName, emailAddress: 'long-name@example.org' });
    expect(response.status).toBe(201);
    const row = await t.db
      .selectFrom('registrations')
      .select(['first_name', 'search_name', 'answers_json'])
      .where('id', '=', response.body.registrationId ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe(longName);
    expect(row.search_name).toHaveLength(INDEXED_TEXT_MAX_LENGTH);
    expect(row.search_name?.startsWith('annabelannabel')).toBe(true);
    expect(row.answers_json).toContain(longName);
  });

  it.skipIf(skip)('lists a Legends business with a 100,000-character company name', async () => {
    const longCompany = `${'Fourth Down Freight '.repeat(5_000)}LLC`;
    const response = await submit(LEGENDS_DIRECTORY, { companyName: longCompany, emailAddress: 'long-company@example.org' });
    expect(response.status).toBe(201);
    const application = await t.db
      .selectFrom('legend_applications')
      .select(['company_name', 'sort_name'])
      .where('registration_id', '=', response.body.registrationId ?? 0)
      .executeTakeFirstOrThrow();
    expect(application.company_name).toBe(longCompany.slice(0, INDEXED_TEXT_MAX_LENGTH));
    expect(application.sort_name).toBe(longCompany.slice(0, INDEXED_TEXT_MAX_LENGTH).toLowerCase());
  });
});
