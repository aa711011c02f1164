import type { CompiledForm } from '@huddle/form-engine';
import type { ProblemDetails, ProgramTranslationsResponse, PublicProgram } from '@huddle/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { sendJson } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const FINANCE_WEBINAR = 54; // seeded with Spanish texts, no acceptance
const WEALTH_SUMMIT = 55; // seeded with Spanish texts
const LEGENDS_DIRECTORY = 2; // a Legends form seeded with Spanish texts, acceptance required
const EXPERIENCE = 'How would you rate your experience with personal finance?';

/** The compiled question of a program whose English title is `text`: its answers key and schema. */
function questionOf(compiled: CompiledForm, text: string) {
  const questions = compiled.jsonSchema.properties?.['questions']?.properties ?? {};
  const entry = Object.entries(questions).find(([, schema]) => schema.title === text);
  if (entry === undefined) throw new Error(`no question '${text}'`);
  return { key: entry[0], schema: entry[1] };
}

describe.each(testDialects())('Spanish program content ($name)', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const who of ['admin', 'nfl-user', 'nfl-admin', 'legends-admin']) cookies[who] = await t.cookieFor(`${who}@huddle.test`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const publicProgram = async (eventId: number, query = '') => (await getJson<PublicProgram>(t.app, `/api/events/${eventId}${query}`)).body;
  const translations = (eventId: number, who = 'admin') =>
    getJson<ProgramTranslationsResponse>(t.app, `/api/admin/events/${eventId}/translations/es`, cookies[who]);
  const saveTranslations = (eventId: number, texts: unknown[], who = 'admin') =>
    sendJson<ProgramTranslationsResponse & ProblemDetails>(t.app, {
      method: 'PUT',
      path: `/api/admin/events/${eventId}/translations/es`,
      body: { texts },
      cookie: cookies[who],
    });
  const submit = async (eventId: number, language?: 'en' | 'es') => {
    const program = await publicProgram(eventId, language === undefined ? '' : `?lang=${language}`);
    const compiled = program.formVersion.compiled as CompiledForm;
    const body = { formVersionId: program.formVersion.id, answers: sampleAnswers(compiled), ...(language ? { language } : {}) };
    const response = await postJson<{ registrationId: number; submissionMessage: string }>(t.app, `/api/events/${eventId}/responses`, body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const emailsOf = (registrationId: number) =>
    t.db.selectFrom('outbox').select(['subject', 'html', 'dedupe_key']).where('dedupe_key', 'like', `%:${registrationId}:%`).execute();

  it.skipIf(skip)('answers the Spanish texts with ?lang=es and the same form version, values and rules', async () => {
    const english = await publicProgram(FINANCE_WEBINAR);
    const spanish = await publicProgram(FINANCE_WEBINAR, '?lang=es');
    expect(english.language).toBe('en');
    expect(spanish.language).toBe('es');
    expect(spanish.programDisplayName).toBe('Seminario web de finanzas');
    expect(spanish.eventDescription).toContain('Presupuesto, ahorro');
    expect(spanish.submissionMessage).toContain('Estos son sus próximos pasos');
    expect(spanish.formVersion.id).toBe(english.formVersion.id);
    expect(spanish.formVersion.contentHash).toBe(english.formVersion.contentHash);

    const englishForm = english.formVersion.compiled as CompiledForm;
    const spanishForm = spanish.formVersion.compiled as CompiledForm;
    const { key, schema } = questionOf(englishForm, EXPERIENCE);
    const translated = spanishForm.jsonSchema.properties?.['questions']?.properties?.[key];
    expect(translated?.title).toBe('¿Cómo calificaría su experiencia con las finanzas personales?');
    expect(translated?.enum).toEqual(schema.enum);
    expect(translated?.enum).toContain('Experienced');
    expect((spanishForm.uiSchema['questions'] as Record<string, Record<string, unknown>>)[key]?.['ui:enumNames']).toEqual([
      'Todavía ninguna',
      'Algo de experiencia',
      'Con experiencia',
      'Experto',
    ]);
    expect(spanishForm.fieldIndex[`questions.${key}`]?.friendlyName).toBe('¿Cómo calificar...');
    expect(spanishForm.sections.Footer.find((c) => c.componentKey === 'digitalSignature')?.displayName ?? 'Firma digital').toBe(
      'Firma digital',
    );
  });

  it.skipIf(skip)('shows a Legends form in Spanish: component names, questions and option labels', async () => {
    const spanish = await publicProgram(LEGENDS_DIRECTORY, '?lang=es');
    const compiled = spanish.formVersion.compiled as CompiledForm;
    expect(spanish.programDisplayName).toBe('Directorio de empresas de NFL Legends');
    const body = Object.fromEntries(compiled.sections.Body.map((component) => [component.componentKey, component.displayName]));
    expect(body).toMatchObject({ companyInformation: 'Información de la empresa', questions: 'Preguntas' });
    expect(compiled.fieldIndex['companyInformation']?.friendlyName).toBe('Información de la empresa');
    const english = (await publicProgram(LEGENDS_DIRECTORY)).formVersion.compiled as CompiledForm;
    const { key, schema } = questionOf(english, 'Are you interested in supplier opportunities with NFL clubs?');
    expect(compiled.jsonSchema.properties?.['questions']?.properties?.[key]).toMatchObject({
      title: '¿Le interesan las oportunidades como proveedor de los clubes de la NFL?',
      enum: schema.enum,
    });
    expect((compiled.uiSchema['questions'] as Record<string, Record<string, unknown>>)[key]?.['ui:enumNames']).toEqual([
      'Sí',
      'No',
      'Todavía no lo sé',
    ]);
  });

  it.skipIf(skip)('answers English for a program without Spanish texts, and 400 for another language', async () => {
    const english = await publicProgram(36);
    expect(await publicProgram(36, '?lang=es')).toEqual({ ...english, language: 'es' });
    const refused = await getJson<ProblemDetails>(t.app, `/api/events/${FINANCE_WEBINAR}?lang=fr`);
    expect(refused.status).toBe(400);
    expect(refused.body.invalid_params?.[0]?.name).toContain('lang');
  });

  it.skipIf(skip)('stores the language with English option values and sends the Spanish confirmation email', async () => {
    const { registrationId, submissionMessage } = await submit(FINANCE_WEBINAR, 'es');
    expect(submissionMessage).toContain('Estos son sus próximos pasos');
    const row = await t.db
      .selectFrom('registrations')
      .select(['language', 'answers_json'])
      .where('id', '=', registrationId)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
    const compiled = (await publicProgram(FINANCE_WEBINAR)).formVersion.compiled as CompiledForm;
    const { key } = questionOf(compiled, EXPERIENCE);
    const answers = JSON.parse(row.answers_json) as { questions: Record<string, string> };
    expect(['None yet', 'Some experience', 'Experienced', 'Expert']).toContain(answers.questions[key]);
    const [email] = await emailsOf(registrationId);
    expect(email?.subject).toBe('Finance Webinar: solicitud recibida');
    expect(email?.html).toContain('Gracias por presentar su solicitud a <strong>Seminario web de finanzas</strong>');
  });

  it.skipIf(skip)('defaults to English: language en and the English email', async () => {
    const { registrationId, submissionMessage } = await submit(FINANCE_WEBINAR);
    expect(submissionMessage).toContain('Here are your next steps');
    const row = await t.db.selectFrom('registrations').select('language').where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    const [email] = await emailsOf(registrationId);
    expect(email?.subject).toBe('Finance Webinar: application received');
    expect(email?.html).toContain('Thank you for applying');
  });

  it.skipIf(skip)('sends the acceptance email in the language of the application', async () => {
    const { registrationId } = await submit(LEGENDS_DIRECTORY, 'es');
    const approved = await postJson(t.app, `/api/events/${LEGENDS_DIRECTORY}/people/${registrationId}/status/2`, {}, cookies.admin);
    expect(approved.status).toBe(200);
    const acceptance = (await emailsOf(registrationId)).find((email) => email.dedupe_key.startsWith('acceptance:'));
    expect(acceptance?.subject).toBe('NFL Legends Directory: aceptada');
    expect(acceptance?.html).toContain('Ha sido aceptado en <strong>Directorio de empresas de NFL Legends</strong>');
  });

  it.skipIf(skip)('lists every text with its translation and counts what is missing', async () => {
    const response = await translations(FINANCE_WEBINAR);
    expect(response.status).toBe(200);
    expectSchema('ProgramTranslationsResponse', response.body);
    const { total, translated, texts } = response.body;
    expect(total).toBe(texts.length);
    expect(translated).toBe(texts.filter((text) => text.text !== null).length);
    expect(translated).toBe(total);
    expect(texts.find((text) => text.field === 'programDisplayName')).toMatchObject({
      english: 'Finance Webinar',
      text: 'Seminario web de finanzas',
    });
    expect(texts.find((text) => text.english === 'Experienced')).toMatchObject({ entityKind: 'option', text: 'Con experiencia' });

    const untranslated = await translations(36);
    expect(untranslated.body.translated).toBe(0);
    expect(untranslated.body.total).toBeGreaterThan(5);
    expect(untranslated.body.texts.every((text) => text.text === null && text.english.trim() !== '')).toBe(true);
  });

  it.skipIf(skip)('saves, replaces and removes translations; the public form shows them at once', async () => {
    const before = (await translations(FINANCE_WEBINAR)).body;
    const option = before.texts.find((text) => text.english === 'Expert');
    const description = before.texts.find((text) => text.field === 'legalDisclaimerMessage');
    expect(option).toBeDefined();
    const saved = await saveTranslations(FINANCE_WEBINAR, [
      { entityKind: 'option', entityId: option?.entityId, field: 'optionName', text: '  Experta o experto ' },
      { entityKind: 'program', entityId: 0, field: 'footerMessage', text: '<p>Pie <script>alert(1)</script>en español</p>' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.texts.find((text) => text.english === 'Expert')?.text).toBe('Experta o experto');
    expect(saved.body.texts.find((text) => text.field === 'footerMessage')?.text).toBe('<p>Pie en español</p>');
    expect(saved.body.translated).toBe(before.translated);
    expect(description?.text ?? null).toBeNull();

    const spanish = await publicProgram(FINANCE_WEBINAR, '?lang=es');
    expect(spanish.footerMessage).toBe('<p>Pie en español</p>');
    const { key } = questionOf((await publicProgram(FINANCE_WEBINAR)).formVersion.compiled as CompiledForm, EXPERIENCE);
    expect((spanish.formVersion.compiled as CompiledForm).uiSchema['questions']).toMatchObject({
      [key]: { 'ui:enumNames': ['Todavía ninguna', 'Algo de experiencia', 'Con experiencia', 'Experta o experto'] },
    });

    const removed = await saveTranslations(FINANCE_WEBINAR, [
      { entityKind: 'option', entityId: option?.entityId, field: 'optionName', text: ' ' },
    ]);
    expect(removed.body.translated).toBe(before.translated - 1);
    expect(removed.body.texts.find((text) => text.english === 'Expert')?.text).toBeNull();
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'program.translations').execute();
    expect(audit.length).toBe(2);
  });

  it.skipIf(skip)('refuses a text that is not one of the program, and callers without programs.edit, storing nothing', async () => {
    const before = (await translations(FINANCE_WEBINAR)).body;
    const foreign = (await translations(WEALTH_SUMMIT)).body.texts.find((text) => text.entityKind === 'question');
    const refused = await saveTranslations(FINANCE_WEBINAR, [
      { entityKind: 'program', entityId: 0, field: 'denyEmail', text: '<p>Nuevo</p>' },
      { entityKind: 'question', entityId: foreign?.entityId, field: 'questionText', text: 'Ajena' },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.invalid_params).toEqual([{ name: 'texts[1]', reason: `is not a text of program ${FINANCE_WEBINAR}` }]);
    expect(
      (await saveTranslations(FINANCE_WEBINAR, [{ entityKind: 'program', entityId: 0, field: 'denyEmail', text: 'x' }], 'nfl-user')).status,
    ).toBe(403);
    expect((await translations(FINANCE_WEBINAR)).body).toEqual(before);
  });

  it.skipIf(skip)(
    'keeps the legal disclaimer and the fields outside the Legends subset to the roles that may change them in English',
    async () => {
      const legal = { entityKind: 'program', entityId: 0, field: 'legalDisclaimerMessage', text: '<p>Aviso</p>' };
      const footerOf = (text: string) => ({ entityKind: 'program', entityId: 0, field: 'footerMessage', text });
      const crowdsourcing = 1; // football ops, shows a legal disclaimer
      expect((await translations(crowdsourcing)).body.texts.map((text) => text.field)).toContain('legalDisclaimerMessage');
      expect((await translations(crowdsourcing, 'nfl-admin')).status).toBe(403);
      const nfl = await translations(FINANCE_WEBINAR, 'nfl-admin');
      expect(nfl.body.texts.map((text) => text.field)).not.toContain('legalDisclaimerMessage');
      expect((await saveTranslations(FINANCE_WEBINAR, [legal], 'nfl-admin')).status).toBe(403);
      const refused = await saveTranslations(LEGENDS_DIRECTORY, [footerOf('<p>x</p>'), legal], 'legends-admin');
      expect(refused.status).toBe(403);
      expect(refused.body.invalid_params).toEqual([{ name: 'texts[1]', reason: 'may not be changed with your roles' }]);

      const description = { entityKind: 'program', entityId: 0, field: 'eventDescription', text: '<p>Descripción</p>' };
      const footer = footerOf('<p>Pie de Legends</p>');
      expect((await saveTranslations(LEGENDS_DIRECTORY, [description, footer], 'legends-admin')).body.invalid_params).toEqual([
        { name: 'texts[0]', reason: 'may not be changed with your roles' },
      ]);
      const saved = await saveTranslations(LEGENDS_DIRECTORY, [footer], 'legends-admin');
      expect(saved.status).toBe(200);
      expect(saved.body.texts.find((text) => text.field === 'footerMessage')?.text).toBe('<p>Pie de Legends</p>');
    },
  );
});
