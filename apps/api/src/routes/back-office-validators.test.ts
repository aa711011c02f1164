import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentTypesResponse, FormPreviewResponse, ProblemDetails, PublicProgram } from '@huddle/schemas';
import { componentRegistry, configurationSchemas } from '@huddle/components/definitions';
import type { ComponentType, SchemaChecksModule } from '@huddle/form-engine';
import { registerSchemaChecks, schemaCheck } from '@huddle/form-engine';
import { expectSchema } from '../test-support/expect-schema.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { sendJson } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { loadFormDefinition } from '../services/programs/form-definition-service.ts';
import { configurationErrors } from '../services/program-builder/component-types.ts';
import { PREVIEW_MODULE_LIFETIME_MS, sweepPreviewValidatorModules } from '../services/programs/validator-module-sweep.ts';

const COACHES_ACADEMY = 7; // coaches-academy

/** Imports a served validator module as the browser does (an ES module), from its text. */
async function importModule(source: string): Promise<SchemaChecksModule> {
  return (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as SchemaChecksModule;
}

describe.each(testDialects())('validator modules of the back office on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin', 'fops-admin', 'nfl-user']) cookies[email] = await t.cookieFor(`${email}@huddle.test`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const preview = (body: unknown, who: string | null = 'admin') =>
    sendJson<FormPreviewResponse & ProblemDetails>(t.app, {
      method: 'POST',
      path: `/api/admin/events/${COACHES_ACADEMY}/form-preview`,
      body,
      ...(who === null ? {} : { cookie: cookies[who] }),
    });
  const savedDraft = async () => {
    const { eventYear, fixedRole, components, questions } = await loadFormDefinition(t.db, COACHES_ACADEMY);
    return { eventYear, fixedRole, components, questions };
  };
  const purposeOf = async (url: string) =>
    (
      await t.db
        .selectFrom('validator_modules')
        .select('purpose')
        .where('module_hash', '=', url.slice('/api/form-validators/'.length, -'.js'.length))
        .executeTakeFirst()
    )?.purpose;
  const moduleCount = async () => (await t.db.selectFrom('validator_modules').select('module_hash').execute()).length;

  it.skipIf(skip)('names, for the saved definition, the very module the public form loads; staff with programs.view only', async () => {
    const draft = await savedDraft();
    const answered = await preview(draft, 'nfl-user');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expectSchema('FormPreviewResponse', answered.body);
    const program = await getJson<PublicProgram>(t.app, `/api/events/${COACHES_ACADEMY}`);
    expect(answered.body.validatorUrl).toBe(program.body.formVersion.validatorUrl);
    expect((await t.app.request(answered.body.validatorUrl)).status).toBe(200);
    // Stored for the preview first, the module is the form version's now: kept.
    expect(await purposeOf(answered.body.validatorUrl)).toBe('form');
    expect((await preview(draft, null)).status).toBe(401);
    expect((await preview(draft, 'fops-admin')).status).toBe(403);
  });

  it.skipIf(skip)('serves a changed draft its own module and saves nothing of the program', async () => {
    const draft = await savedDraft();
    const versions = await t.db.selectFrom('form_versions').select('id').where('program_id', '=', COACHES_ACADEMY).execute();
    const [first, ...rest] = draft.questions;
    if (first === undefined) throw new Error('the coaches academy has questions');
    const changed = { ...draft, questions: [{ ...first, required: !first.required }, ...rest] };
    const answered = await preview(changed);
    expect(answered.status).toBe(200);
    expect(answered.body.validatorUrl).not.toBe((await preview(draft)).body.validatorUrl);
    expect((await t.app.request(answered.body.validatorUrl)).status).toBe(200);
    expect(await t.db.selectFrom('form_versions').select('id').where('program_id', '=', COACHES_ACADEMY).execute()).toEqual(versions);
    // A preview's module is swept a day after it was stored; the form version's stays.
    expect(await purposeOf(answered.body.validatorUrl)).toBe('preview');
    const saved = (await getJson<PublicProgram>(t.app, `/api/events/${COACHES_ACADEMY}`)).body.formVersion.validatorUrl;
    expect(await sweepPreviewValidatorModules(t.db, new Date())).toBe(0);
    expect(await sweepPreviewValidatorModules(t.db, new Date(Date.now() + PREVIEW_MODULE_LIFETIME_MS + 60_000))).toBeGreaterThan(0);
    expect(await purposeOf(answered.body.validatorUrl)).toBeUndefined();
    expect((await t.app.request(answered.body.validatorUrl)).status).toBe(404);
    expect(await purposeOf(saved)).toBe('form');
    // Asked again, the preview's module is stored again.
    expect((await t.app.request((await preview(changed)).body.validatorUrl)).status).toBe(200);
  });

  it.skipIf(skip)('refuses a draft the form engine refuses, or a malformed one, naming the field and storing nothing', async () => {
    const draft = await savedDraft();
    const before = await moduleCount();
    const upload = {
      componentId: 999_999,
      componentType: 'FileUpload',
      componentKey: 'fileUploadPreview',
      displayName: 'Uploads',
      componentText: null,
      displayOrder: 99,
      configuration: { numUploads: 7, labels: {} },
    };
    const refused = await preview({ ...draft, components: [...draft.components, upload] });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.title).toBe('Invalid form configuration');
    expect(refused.body.invalid_params?.[0]?.name).toBe('components.fileUploadPreview');
    const { questions: _questions, ...withoutQuestions } = draft;
    const malformed = await preview(withoutQuestions);
    expect(malformed.status).toBe(422);
    expect(malformed.body.invalid_params?.map((param) => param.name)).toContain('questions');
    expect(await moduleCount()).toBe(before);
  });

  it.skipIf(skip)('names the checks module of every configuration schema, which decides configurations as the API does', async () => {
    const types = await getJson<ComponentTypesResponse>(t.app, '/api/admin/components', cookies['nfl-user']);
    expect(types.status).toBe(200);
    expectSchema('ComponentTypesResponse', types.body);
    const served = await t.app.request(types.body.configurationChecksUrl);
    expect(served.status).toBe(200);
    registerSchemaChecks(await importModule(await served.text()));
    for (const schema of configurationSchemas()) expect(schemaCheck(schema)).toBeDefined();
    const configurable = Object.values(componentRegistry).filter((type) => type.configSchema !== undefined) as ComponentType[];
    expect(configurable.length).toBeGreaterThan(5);
    for (const type of configurable) {
      const check = schemaCheck(type.configSchema ?? {});
      if (check === undefined) throw new Error(`no check of ${type.name}`);
      const valid = structuredClone(type.defaultConfiguration) as Record<string, unknown>;
      expect(check(valid), type.name).toBe(configurationErrors(type, valid).length === 0);
      const wrong = Object.fromEntries(Object.keys(type.configSchema?.properties ?? {}).map((key) => [key, { not: 'a value' }]));
      expect(check({ ...valid, ...wrong }), type.name).toBe(configurationErrors(type, wrong).length === 0);
    }
    expect((await getJson(t.app, '/api/admin/components')).status).toBe(401);
  });
});
