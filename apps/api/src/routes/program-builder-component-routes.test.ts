import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ComponentTypesResponse,
  FormVersionsResponse,
  ProblemDetails,
  ProgramComponentResponse,
  ProgramComponentsResponse,
} from '@huddle/schemas';
import { componentRegistry } from '@huddle/components/definitions';
import { expectSchema } from '../test-support/expect-schema.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { sendJson, type SendRequest } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const COACHES_ACADEMY = 7; // coaches-academy

describe.each(testDialects())('program components API on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin', 'fops-admin', 'legends-admin', 'nfl-user']) cookies[email] = await t.cookieFor(`${email}@huddle.test`);
    await getJson(t.app, `/api/events/${COACHES_ACADEMY}`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = <T = ProgramComponentResponse & ProblemDetails>(
    method: SendRequest['method'],
    path: string,
    body?: unknown,
    who = 'admin',
  ) =>
    sendJson<T>(t.app, {
      method,
      path: `/api/admin/events/${COACHES_ACADEMY}${path}`,
      ...(body === undefined ? {} : { body }),
      cookie: cookies[who],
    });
  const versionCount = async () =>
    (await t.db.selectFrom('form_versions').select('id').where('program_id', '=', COACHES_ACADEMY).execute()).length;

  it.skipIf(skip)('lists the component types of the registry and the program components', async () => {
    const types = await getJson<ComponentTypesResponse>(t.app, '/api/admin/components', cookies['nfl-user']);
    expect(types.status).toBe(200);
    expectSchema('ComponentTypesResponse', types.body);
    expect(types.body.components.map((type) => type.name)).toEqual(Object.keys(componentRegistry).sort());
    expect(types.body.components.find((type) => type.name === 'Banner')?.configSchema).toBeNull();
    expect((await getJson(t.app, '/api/admin/components')).status).toBe(401);

    const list = await send<ProgramComponentsResponse>('GET', '/components', undefined, 'nfl-user');
    expect(list.status).toBe(200);
    expectSchema('ProgramComponentsResponse', list.body);
    expect(list.body.components.map((component) => component.componentType)).toContain('PersonalInformation');
    expect((await send('GET', '/components', undefined, 'fops-admin')).status).toBe(403);
  });

  it.skipIf(skip)('adds a component (admins only) with its default configuration and a key of its own', async () => {
    const versions = await versionCount();
    const added = await send('POST', '/components', { componentType: 'PersonalInformation' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expectSchema('ProgramComponentResponse', added.body);
    expect(added.body.component).toMatchObject({
      componentType: 'PersonalInformation',
      componentKey: 'personalInformation2',
      displayName: 'Personal Information',
      configuration: { requireNumYearsPlayed: false, requireShirtSize: false },
      hasAdmin: true,
      available: true,
      section: 'Body',
    });
    expect(await versionCount()).toBe(versions + 1);
    const unknown = await send('POST', '/components', { componentType: 'constructor' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.invalid_params?.[0]?.name).toBe('componentType');
    expect((await send('POST', '/components', { componentType: 'Banner' }, 'fops-admin')).status).toBe(403);
    expect(await versionCount()).toBe(versions + 1);
  });

  it.skipIf(skip)('validates a configuration against the type config schema, naming the configuration field', async () => {
    const component = (await send<ProgramComponentsResponse>('GET', '/components')).body.components.find(
      (entry) => entry.componentKey === 'personalInformation2',
    );
    const path = `/components/${component?.componentId ?? 0}`;
    const versions = await versionCount();
    const bad = await send('PUT', path, { configuration: { requireShirtSize: 'yes' } });
    expect(bad.status).toBe(422);
    expect(bad.body.invalid_params).toEqual([{ name: 'configuration.requireShirtSize', reason: 'must be boolean' }]);
    expect(await versionCount()).toBe(versions);

    const saved = await send('PUT', path, {
      configuration: { requireShirtSize: true },
      displayName: 'About You',
      componentText: '<p>Tell us<script>x()</script></p>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.component).toMatchObject({
      configuration: { requireShirtSize: true },
      displayName: 'About You',
      componentText: '<p>Tell us</p>',
    });
    expect(await versionCount()).toBe(versions + 1);
    const history = await getJson<FormVersionsResponse>(t.app, `/api/admin/events/${COACHES_ACADEMY}/form-versions`, cookies.admin);
    expect(history.body.versions[0]?.changes).toEqual([
      'Component renamed: Personal Information → About You',
      'Component text edited: About You',
      'Component reconfigured: About You',
    ]);
    expect(history.body.versions[0]?.createdBy).toBe('admin@huddle.test');

    const banner = (await send<ProgramComponentsResponse>('GET', '/components')).body.components.find(
      (entry) => entry.componentType === 'Banner',
    );
    if (banner !== undefined) {
      const noAdmin = await send('PUT', `/components/${banner.componentId}`, { configuration: { size: 'big' } });
      expect(noAdmin.status).toBe(422);
      expect(noAdmin.body.invalid_params?.[0]?.name).toBe('configuration');
    }
    expect((await send('PUT', path, { displayName: 'x' }, 'nfl-user')).status).toBe(403);
  });

  it.skipIf(skip)('reorders and removes components; the public form follows', async () => {
    const components = (await send<ProgramComponentsResponse>('GET', '/components')).body.components;
    const added = components.find((entry) => entry.componentKey === 'personalInformation2');
    const ordered = await send<ProgramComponentsResponse>('PUT', `/components/${added?.componentId ?? 0}/display-order/0`);
    expect(ordered.status).toBe(200);
    expect(ordered.body.components[0]?.componentId).toBe(added?.componentId);
    expect((await send('DELETE', `/components/${added?.componentId ?? 0}`, undefined, 'legends-admin')).status).toBe(403);
    expect((await send('DELETE', `/components/${added?.componentId ?? 0}`)).status).toBe(204);
    expect((await send('DELETE', `/components/${added?.componentId ?? 0}`)).status).toBe(404);
    const program = await getJson<{ formVersion: { compiled: { jsonSchema: { properties: Record<string, unknown> } } } }>(
      t.app,
      `/api/events/${COACHES_ACADEMY}`,
    );
    expect(program.body.formVersion.compiled.jsonSchema.properties).not.toHaveProperty('personalInformation2');
    const history = await getJson<FormVersionsResponse>(t.app, `/api/admin/events/${COACHES_ACADEMY}/form-versions`, cookies.admin);
    // The form is back to its content before the component was added: that version is served again, listed as restored.
    const [restored] = history.body.versions;
    expect(restored).toMatchObject({
      current: true,
      kind: 'restored',
      createdBy: 'admin@huddle.test',
      changes: ['Component removed: About You (PersonalInformation)'],
    });
    expect(history.body.versions.filter((entry) => entry.id === restored?.id).map((entry) => entry.kind)).toEqual(['restored', 'created']);
    expect(history.body.versions.filter((entry) => entry.current)).toHaveLength(1);
  });
});
