import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from './http/api-operations.ts';
import { testDialects } from './test-support/dialects.ts';
import { getJson } from './test-support/http.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/** Two tiny built apps: index.html plus a hashed asset each. */
function writeBuiltApps(): { root: string; public: string; admin: string } {
  const root = mkdtempSync(join(tmpdir(), 'huddle-static-'));
  const dirs = { root, public: join(root, 'public'), admin: join(root, 'admin') };
  for (const [dir, name] of [
    [dirs.public, 'public'],
    [dirs.admin, 'admin'],
  ] as const) {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name} app</title>`);
    writeFileSync(join(dir, 'assets', `${name}-abc123.js`), `console.log('${name}');`);
  }
  writeFileSync(join(dirs.public, 'IFrameCommunicator.html'), '<!doctype html><title>frame</title>');
  return dirs;
}

describe.each(testDialects())('the app on $name', (dialect) => {
  let t: TestApp;
  let dirs: ReturnType<typeof writeBuiltApps>;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (skip) return;
    dirs = writeBuiltApps();
    t = await createTestApp(dialect, { staticDirs: { public: dirs.public, admin: dirs.admin } });
  });
  afterAll(async () => {
    await t?.close();
    if (dirs !== undefined) rmSync(dirs.root, { recursive: true, force: true });
  });

  it.skipIf(skip)('serves the OpenAPI 3.1 document built from the schemas', async () => {
    const response = await getJson<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    }>(t.app, '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    for (const operation of Object.values(apiOperations)) {
      expect(response.body.paths[operation.path]?.[operation.method]?.operationId, operation.path).toBe(operation.operationId);
    }
    expect(Object.keys(response.body.components.schemas)).toEqual(
      expect.arrayContaining(['PublicProgram', 'ParticipantRow', 'ProblemDetails']),
    );
    expect(response.body.paths['/api/events/{eventId}/people/{personId}/status/{statusId}']?.post).toMatchObject({
      'x-permission': 'participants.decide',
      security: [{ sessionCookie: [] }],
    });
  });

  it.skipIf(skip)('puts security headers on every response and keeps API answers out of caches', async () => {
    const response = await t.app.request('/api/public/paths/coaches-academy');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    const payment = await t.app.request('/payment?registration=00000000-0000-4000-8000-000000000000');
    expect(payment.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
  });

  it.skipIf(skip)('documents the submit Idempotency-Key header and the replay marker in the OpenAPI description', async () => {
    const response = await getJson<{
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> }>
      >;
    }>(t.app, '/api/openapi.json');
    const submit = response.body.paths['/api/events/{eventId}/responses']?.post;
    expect(submit?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
    expect(submit?.responses['201']?.headers).toHaveProperty('Idempotency-Replayed');
  });

  it.skipIf(skip)('answers unknown API paths with a 404 problem', async () => {
    const response = await getJson(t.app, '/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.contentType).toBe('application/problem+json');
  });

  it.skipIf(skip)('redirects / and /app to the analytics dashboard (spec §2)', async () => {
    for (const path of ['/', '/app', '/app/']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe('/app/dashboards/analytics');
    }
  });

  it.skipIf(skip)('serves the admin app under /app with its index.html for client routes', async () => {
    const page = await t.app.request('/app/admin/programs/36/participants');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('admin app');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await t.app.request('/app/assets/admin-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request('/app/assets/missing.js')).status).toBe(404);
  });

  it.skipIf(skip)('serves the public app for every other path', async () => {
    const page = await t.app.request('/coaches-academy');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('public app');
    const asset = await t.app.request('/assets/public-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await t.app.request('/IFrameCommunicator.html')).status).toBe(200);
    expect((await t.app.request('/missing.png')).status).toBe(404);
  });
});
