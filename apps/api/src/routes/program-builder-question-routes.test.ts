import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledForm } from '@huddle/form-engine';
import type { FormVersionsResponse, ProblemDetails, ProgramQuestionResponse, ProgramQuestionsResponse } from '@huddle/schemas';
import { expectSchema } from '../test-support/expect-schema.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { sendJson, type SendRequest } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const CAREER_TOURS = 36; // nfl-programs, with a QuestionsComponent
const LEGENDS_DIRECTORY = 2;

describe.each(testDialects())('program questions API on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin', 'fops-admin', 'legends-admin', 'nfl-user']) cookies[email] = await t.cookieFor(`${email}@huddle.test`);
    await getJson(t.app, `/api/events/${CAREER_TOURS}`); // the program's current form version exists before the builder edits it
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = <T = ProgramQuestionResponse & ProblemDetails>(method: SendRequest['method'], path: string, body?: unknown, who = 'admin') =>
    sendJson<T>(t.app, {
      method,
      path: `/api/admin/events/${CAREER_TOURS}${path}`,
      ...(body === undefined ? {} : { body }),
      cookie: cookies[who],
    });
  const versionCount = async () =>
    (await t.db.selectFrom('form_versions').select('id').where('program_id', '=', CAREER_TOURS).execute()).length;

  it.skipIf(skip)('lists the questions with their options and reads one', async () => {
    const list = await send<ProgramQuestionsResponse>('GET', '/questions', undefined, 'nfl-user');
    expect(list.status).toBe(200);
    expectSchema('ProgramQuestionsResponse', list.body);
    expect(list.body.questions.length).toBeGreaterThan(0);
    const first = list.body.questions[0];
    const one = await send('GET', `/questions/${first?.questionId ?? 0}`, undefined, 'nfl-user');
    expect(one.status).toBe(200);
    expect(one.body.question).toEqual(first);
    const other = (await t.db.selectFrom('questions').select('id').where('program_id', '!=', CAREER_TOURS).executeTakeFirstOrThrow()).id;
    expect((await send('GET', `/questions/${other}`)).status).toBe(404);
  });

  it.skipIf(skip)('creates a question (admins only), refusing bad bodies with 422 naming the fields', async () => {
    const versions = await versionCount();
    const created = await send('POST', '/questions', { questionText: 'Favorite coaching drill?', questionTypeId: 1, characterLimit: 200 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectSchema('ProgramQuestionResponse', created.body);
    expect(created.body.question).toMatchObject({
      questionText: 'Favorite coaching drill?',
      questionTypeId: 1,
      characterLimit: 200,
      required: true,
      questionOptions: [],
    });
    expect(await versionCount()).toBe(versions + 1);
    const newest = await t.db
      .selectFrom('form_versions')
      .selectAll()
      .where('program_id', '=', CAREER_TOURS)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest.created_by).toBe('admin@huddle.test');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'program.question.create').executeTakeFirstOrThrow();
    expect(audit.target).toBe(`question:${created.body.question.questionId}`);

    expect((await send('POST', '/questions', { questionText: 'Nope', questionTypeId: 1 }, 'fops-admin')).status).toBe(403);
    const bad = await send('POST', '/questions', { questionText: '   ', questionTypeId: 5, characterLimit: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.invalid_params?.map((param) => param.name).sort()).toEqual(['characterLimit', 'questionText', 'questionTypeId']);
    expect(await versionCount()).toBe(versions + 1);
  });

  it.skipIf(skip)('adds, edits, orders and removes options of choice questions only', async () => {
    const radio = await send('POST', '/questions', { questionText: 'Preferred session', questionTypeId: 2 });
    const id = radio.body.question.questionId;
    const morning = await send('POST', `/questions/${id}/options`, { optionName: 'Morning' });
    expect(morning.status).toBe(201);
    const evening = await send('POST', `/questions/${id}/options`, { optionName: 'Evening', isTextBox: false });
    expect(evening.body.question.questionOptions.map((option) => option.optionName)).toEqual(['Morning', 'Evening']);
    const [first, second] = evening.body.question.questionOptions;

    const edited = await send('PUT', `/questions/${id}/options/${first?.optionId ?? 0}`, { optionName: 'Early morning', displayOrder: 9 });
    expect(edited.status).toBe(200);
    expect(edited.body.question.questionOptions.map((option) => option.optionName)).toEqual(['Evening', 'Early morning']);
    expect((await send('PUT', `/questions/${id}/options/${first?.optionId ?? 0}`, { optionName: '' })).status).toBe(422);
    expect((await send('DELETE', `/questions/${id}/options/${second?.optionId ?? 0}`)).status).toBe(204);
    expect((await send('GET', `/questions/${id}`)).body.question.questionOptions.map((option) => option.optionName)).toEqual([
      'Early morning',
    ]);
    expect((await send('DELETE', `/questions/${id}/options/${second?.optionId ?? 0}`)).status).toBe(404);

    const text = (await send<ProgramQuestionsResponse>('GET', '/questions')).body.questions.find(
      (question) => question.questionTypeId === 1,
    );
    const refused = await send('POST', `/questions/${text?.questionId ?? 0}/options`, { optionName: 'No' });
    expect(refused.status).toBe(422);
    expect(refused.body.invalid_params?.[0]?.name).toBe('questionTypeId');
    const typeChange = await send('PUT', `/questions/${id}`, { questionTypeId: 1 });
    expect(typeChange.status).toBe(422);
    expect(typeChange.body.invalid_params?.[0]?.name).toBe('questionTypeId');
  });

  it.skipIf(skip)('edits and reorders questions, a version only when the form changes', async () => {
    const questions = (await send<ProgramQuestionsResponse>('GET', '/questions')).body.questions;
    const last = questions.at(-1);
    const versions = await versionCount();
    const same = await send('PUT', `/questions/${last?.questionId ?? 0}`, { questionText: last?.questionText });
    expect(same.status).toBe(200);
    expect(await versionCount()).toBe(versions);
    const edited = await send('PUT', `/questions/${last?.questionId ?? 0}`, {
      questionText: 'Preferred session of the day',
      required: false,
    });
    expect(edited.body.question).toMatchObject({ questionText: 'Preferred session of the day', required: false });
    expect(await versionCount()).toBe(versions + 1);

    const ordered = await send<ProgramQuestionsResponse>('PUT', `/questions/${last?.questionId ?? 0}/display-order/0`);
    expect(ordered.status).toBe(200);
    expect(ordered.body.questions[0]?.questionId).toBe(last?.questionId);
    expect((await send('PUT', `/questions/${last?.questionId ?? 0}/display-order/-1`)).status).toBe(400);

    const history = await getJson<FormVersionsResponse>(t.app, `/api/admin/events/${CAREER_TOURS}/form-versions`, cookies.admin);
    expect(history.body.versions[0]?.changes).toContain(
      `Questions reordered: ${ordered.body.questions.map((question) => `'${question.questionText}'`).join(', ')}`,
    );
    expect(history.body.versions[1]?.changes).toEqual(["Question edited: 'Preferred session of the day' (text, required)"]);
    expect((await send('PUT', `/questions/${last?.questionId ?? 0}`, { questionText: 'x' }, 'nfl-user')).status).toBe(403);
    expect(
      (
        await sendJson(t.app, {
          method: 'PUT',
          path: `/api/admin/events/${LEGENDS_DIRECTORY}/questions/${last?.questionId ?? 0}`,
          body: { questionText: 'x' },
          cookie: cookies.admin,
        })
      ).status,
    ).toBe(404);
  });

  it.skipIf(skip)('keeps the answers of a removed question on the participant detail and in the export', async () => {
    const drill = (await send<ProgramQuestionsResponse>('GET', '/questions')).body.questions.find(
      (question) => question.questionText === 'Favorite coaching drill?',
    );
    const key = `q${drill?.questionId ?? 0}`;
    const program = await getJson<{ eventYear: number; formVersion: { id: number; compiled: CompiledForm } }>(
      t.app,
      `/api/events/${CAREER_TOURS}`,
    );
    expect(program.body.formVersion.compiled.fieldIndex).toHaveProperty(`questions.${key}`);
    const submitted = await postJson<{ registrationId: number }>(t.app, `/api/events/${CAREER_TOURS}/responses`, {
      formVersionId: program.body.formVersion.id,
      answers: sampleAnswers(program.body.formVersion.compiled, { [key]: 'Cone drills' }),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);

    expect((await send('DELETE', `/questions/${drill?.questionId ?? 0}`)).status).toBe(204);
    expect((await send('GET', `/questions/${drill?.questionId ?? 0}`)).status).toBe(404);
    const after = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${CAREER_TOURS}`);
    expect(after.body.formVersion.id).not.toBe(program.body.formVersion.id);
    expect(after.body.formVersion.compiled.fieldIndex).not.toHaveProperty(`questions.${key}`);

    const detail = await getJson<{ answers: { questions: Record<string, unknown> }; formVersion: { id: number; compiled: CompiledForm } }>(
      t.app,
      `/api/events/${CAREER_TOURS}/people/${submitted.body.registrationId}`,
      cookies.admin,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.answers.questions[key]).toBe('Cone drills');
    expect(detail.body.formVersion.id).toBe(program.body.formVersion.id);
    expect(detail.body.formVersion.compiled.fieldIndex).toHaveProperty(`questions.${key}`);

    const csv = await t.app.request(`/api/events/${CAREER_TOURS}/years/${program.body.eventYear}/export`, {
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(csv.status).toBe(200);
    const rows = parse(Buffer.from(await csv.arrayBuffer()), { bom: true }) as string[][];
    const column = rows[0]?.findIndex((header) => header.startsWith('Favorite coachi')) ?? -1;
    expect(column).toBeGreaterThanOrEqual(0);
    expect(rows.some((row) => row[column] === 'Cone drills')).toBe(true);
  });
});
