import type { CompiledForm } from '@huddle/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { sendJson } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Programs of the seed catalog used here (see seed/catalog/legends-community.ts). */
const WOMENS_COMMUNITY = 29; // open; PersonalInformation, questions, signature
const CHESS_EVENT = 30; // open; 'Why do you want to attend?' is a 500-character (multi-line) text question

interface FormVersion {
  id: number;
  compiled: CompiledForm;
}

interface InvalidParam {
  name: string;
  reason: string;
  friendlyName?: string;
}

describe.each(testDialects())('text hygiene of submitted answers on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  const forms = new Map<number, FormVersion>();

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const program of [WOMENS_COMMUNITY, CHESS_EVENT]) {
      forms.set(program, (await getJson<{ formVersion: FormVersion }>(t.app, `/api/events/${program}`)).body.formVersion);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  function formOf(program: number): FormVersion {
    const form = forms.get(program);
    if (form === undefined) throw new Error(`program ${program} not loaded`);
    return form;
  }

  async function submit(program: number, answers: Record<string, unknown>) {
    return postJson<{ registrationId?: number; title?: string; invalid_params?: InvalidParam[] }>(
      t.app,
      `/api/events/${program}/responses`,
      {
        formVersionId: formOf(program).id,
        answers,
      },
    );
  }

  async function storedFor(email: string) {
    return t.db.selectFrom('registrations').select(['id', 'first_name', 'answers_json']).where('email', '=', email).execute();
  }

  /** The answers key and the multi-line text question key of a program's QuestionsComponent. */
  function multiLineQuestion(program: number): { component: string; question: string } {
    const { compiled } = formOf(program);
    const component = compiled.sections.Body.find((c) => c.componentType === 'QuestionsComponent')?.componentKey ?? '';
    const ui = (compiled.uiSchema[component] ?? {}) as Record<string, { 'ui:widget'?: string }>;
    const question = Object.keys(ui).find((key) => ui[key]?.['ui:widget'] === 'textarea') ?? '';
    expect(question).not.toBe('');
    return { component, question };
  }

  const refusals: { title: string; fields: Record<string, unknown>; expected: InvalidParam }[] = [
    {
      title: 'a required answer of spaces only',
      fields: { college: '    ' },
      expected: { name: 'personalInformation.college', reason: 'is required', friendlyName: 'College' },
    },
    {
      title: 'a required answer of zero-width characters only',
      fields: { college: '\u200B\u200C\u200D\u2060' },
      expected: { name: 'personalInformation.college', reason: 'must contain a visible character', friendlyName: 'College' },
    },
    {
      title: 'a NUL character',
      fields: { college: 'Stanford\u0000University' },
      expected: {
        name: 'personalInformation.college',
        reason: 'must not contain control characters, tabs or line breaks',
        friendlyName: 'College',
      },
    },
    {
      title: 'a tab in a single-line answer',
      fields: { address1: '1 Main\tStreet' },
      expected: {
        name: 'personalInformation.address1',
        reason: 'must not contain control characters, tabs or line breaks',
        friendlyName: 'Address',
      },
    },
  ];

  for (const [index, { title, fields, expected }] of refusals.entries()) {
    it.skipIf(skip)(`refuses ${title} with 422 problem+json naming the field, storing nothing`, async () => {
      const email = `hygiene-${index}@example.org`;
      const response = await submit(WOMENS_COMMUNITY, sampleAnswers(formOf(WOMENS_COMMUNITY).compiled, { emailAddress: email, ...fields }));
      expect(response.status).toBe(422);
      expect(response.contentType).toBe('application/problem+json');
      expectSchema('ProblemDetails', response.body);
      expect(response.body.title).toBe('Invalid answers');
      expect(response.body.invalid_params).toEqual([expected]);
      expect(await storedFor(email)).toEqual([]);
    });
  }

  it.skipIf(skip)('stores "  Ann  " as "Ann": free text is trimmed before storage', async () => {
    const email = 'trimmed@example.org';
    const answers = sampleAnswers(formOf(WOMENS_COMMUNITY).compiled, {
      emailAddress: ` ${email} `,
      firstName: '  Ann  ',
      college: '\tStanford University\u00A0',
    });
    const response = await submit(WOMENS_COMMUNITY, answers);
    expect(response.status).toBe(201);
    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.first_name).toBe('Ann');
    const stored = JSON.parse(rows[0]?.answers_json ?? '{}') as { personalInformation: Record<string, unknown> };
    expect(stored.personalInformation).toMatchObject({ firstName: 'Ann', emailAddress: email, college: 'Stanford University' });
  });

  it.skipIf(skip)('keeps line breaks and tabs of a multi-line answer and refuses its other control characters', async () => {
    const { component, question } = multiLineQuestion(CHESS_EVENT);
    const compiled = formOf(CHESS_EVENT).compiled;
    const withAnswer = (email: string, text: string) => {
      const answers = sampleAnswers(compiled, { emailAddress: email });
      return { ...answers, [component]: { ...(answers[component] as Record<string, unknown>), [question]: text } };
    };

    const refused = await submit(CHESS_EVENT, withAnswer('multi-refused@example.org', 'Chess\u0007club'));
    expect(refused.status).toBe(422);
    expect(refused.body.invalid_params).toEqual([
      {
        name: `${component}.${question}`,
        reason: 'must not contain control characters other than tabs and line breaks',
        friendlyName: 'Why do you want...',
      },
    ]);
    expect(await storedFor('multi-refused@example.org')).toEqual([]);

    const accepted = await submit(
      CHESS_EVENT,
      withAnswer('multi-kept@example.org', '\n  Chess club,\n\tthree years.\r\nTeam captain.  \n'),
    );
    expect(accepted.status).toBe(201);
    const [row] = await storedFor('multi-kept@example.org');
    const stored = JSON.parse(row?.answers_json ?? '{}') as Record<string, Record<string, unknown>>;
    expect(stored[component]?.[question]).toBe('Chess club,\n\tthree years.\r\nTeam captain.');
  });

  it.skipIf(skip)('applies the same rules to a staff edit of the answers', async () => {
    const email = 'edited@example.org';
    const { compiled, id: formVersionId } = formOf(WOMENS_COMMUNITY);
    const answers = sampleAnswers(compiled, { emailAddress: email });
    expect((await submit(WOMENS_COMMUNITY, answers)).status).toBe(201);
    const [row] = await storedFor(email);
    const cookie = await t.cookieFor('admin@huddle.test');
    const edit = (personal: Record<string, unknown>) =>
      sendJson<{ invalid_params?: InvalidParam[] }>(t.app, {
        method: 'PUT',
        path: `/api/events/${WOMENS_COMMUNITY}/responses/${row?.id ?? 0}`,
        body: { formVersionId, answers: { ...answers, personalInformation: { ...(answers.personalInformation as object), ...personal } } },
        cookie,
      });

    const refused = await edit({ college: '\u2060\u200B' });
    expect(refused.status).toBe(422);
    expect(refused.body.invalid_params).toEqual([
      { name: 'personalInformation.college', reason: 'must contain a visible character', friendlyName: 'College' },
    ]);
    expect((await storedFor(email))[0]?.answers_json).toBe(row?.answers_json);

    expect((await edit({ firstName: '  Ann  ' })).status).toBe(200);
    const [edited] = await storedFor(email);
    expect(edited?.first_name).toBe('Ann');
    expect(JSON.parse(edited?.answers_json ?? '{}')).toMatchObject({ personalInformation: { firstName: 'Ann' } });
  });
});
