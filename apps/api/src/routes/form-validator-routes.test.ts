import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** The coaches academy (program 1 of the catalog): a public form with conditions. */
const EVENT_ID = 1;

function scriptSrc(csp: string | null): string | undefined {
  return csp
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src'));
}

describe.each(testDialects())('precompiled form validators on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (!skip) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function validatorUrl(lang = 'en'): Promise<string> {
    const program = await getJson<{ formVersion: { validatorUrl: string } }>(t.app, `/api/events/${EVENT_ID}?lang=${lang}`);
    expect(program.status).toBe(200);
    return program.body.formVersion.validatorUrl;
  }

  it.skipIf(skip)('names the form version module by the sha-256 of its text and serves it as an immutable script', async () => {
    const url = await validatorUrl();
    expect(url).toMatch(/^\/api\/form-validators\/[0-9a-f]{64}\.js$/);
    expect(await validatorUrl('es')).toBe(url);
    const response = await t.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const source = await response.text();
    const hash = createHash('sha256').update(source).digest('hex');
    expect(url).toBe(`/api/form-validators/${hash}.js`);
    expect(response.headers.get('etag')).toBe(`"${hash}"`);
    expect(source).toMatch(/^\/\/ Precompiled validator/);
    expect(source).toContain('export default function createChecks(require)');
    const again = await t.app.request(url, { headers: { 'if-none-match': `"${hash}"` } });
    expect(again.status).toBe(304);
  });

  it.skipIf(skip)('stores one module per form content, however often it is served', async () => {
    const url = await validatorUrl();
    await validatorUrl('es');
    await validatorUrl();
    const rows = await t.db.selectFrom('validator_modules').select('module_hash').execute();
    expect(rows.filter((row) => url === `/api/form-validators/${row.module_hash}.js`)).toHaveLength(1);
  });

  it.skipIf(skip)('answers 404 for an unknown module and 400 naming the parameter for a malformed name', async () => {
    const unknown = await t.app.request(`/api/form-validators/${'0'.repeat(64)}.js`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    const malformed = await t.app.request('/api/form-validators/..%2Fsecret.js');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ invalid_params: [expect.objectContaining({ name: 'file' })] });
  });

  it.skipIf(skip)("sends script-src 'self' without 'unsafe-eval' on every page, public and back office", async () => {
    const pages = [
      '/',
      '/coaches-academy',
      '/payment',
      `/api/events/${EVENT_ID}`,
      await validatorUrl(),
      '/app',
      '/app/programs',
      '/app/admin/forms/1',
    ];
    for (const path of pages) {
      const csp = (await t.app.request(path)).headers.get('content-security-policy');
      expect(scriptSrc(csp), path).toBe("script-src 'self'");
    }
  });
});
