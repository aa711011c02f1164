import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { PaymentStatus } from '../services/payments/payability.ts';
import { insertRegistrations } from '../test-support/registration-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const COACHES_ACADEMY = 7; // $250 fee

/**
 * A public app build as the API reads it: dist/index.html, and a
 * dist-server/render-public-page.js whose page is the JSON of what it was
 * asked to render (with whether it got a validator module), after 50 ms,
 * counting its renders in globalThis.renderCount; an address with `fail=1` throws.
 */
function writePublicBuild(): { root: string; publicDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'huddle-public-build-'));
  const publicDir = join(root, 'dist');
  mkdirSync(publicDir);
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>browser-rendered</title><div id="root"></div>');
  writeFileSync(
    join(root, 'dist-server', 'render-public-page.js'),
    `export async function renderPublicPage({ url, data, validatorModule }) {
      globalThis.renderCount = (globalThis.renderCount ?? 0) + 1;
      if (url.includes('fail=1')) throw new Error('render failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      return '<!doctype html><pre>' + JSON.stringify({ url, data, validator: typeof validatorModule?.default }) + '</pre>';
    }`,
  );
  return { root, publicDir };
}

interface RenderedPage {
  url: string;
  data: {
    language: string;
    pathParam: string;
    path: { path: string; kind: string };
    program: { eventId: number; programDisplayName: string; isClosed: boolean; language: string } | null;
    payment: { registrationReference: string; applicantName: string; paid: boolean } | null;
  };
  validator: string;
}

const renderCount = () => (globalThis as { renderCount?: number }).renderCount ?? 0;

describe.each(testDialects())('server-rendered public path pages on $name', (dialect) => {
  let t: TestApp;
  let build: ReturnType<typeof writePublicBuild>;
  const skip = dialect.skipReason !== undefined;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
  const rendered = async (response: Response): Promise<RenderedPage> => {
    const text = await response.text();
    expect(text, 'a server-rendered page').toMatch(/^<!doctype html><pre>/);
    return JSON.parse(text.slice('<!doctype html><pre>'.length, -'</pre>'.length)) as RenderedPage;
  };

  beforeAll(async () => {
    if (skip) return;
    build = writePublicBuild();
    t = await createTestApp(dialect, { staticDirs: { public: build.publicDir, admin: build.publicDir } });
  });
  afterAll(async () => {
    await t?.close();
    if (build !== undefined) rmSync(build.root, { recursive: true, force: true });
  });

  it.skipIf(skip)('renders an application page with its program, form version and validator module, revalidated by ETag', async () => {
    const response = await get('/Finance-Webinar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
    const page = await rendered(response);
    expect(page).toMatchObject({ url: '/Finance-Webinar', validator: 'function' });
    expect(page.data).toMatchObject({
      language: 'en',
      pathParam: 'Finance-Webinar',
      path: { path: 'finance-webinar', kind: 'application' },
    });
    expect(page.data.program).toMatchObject({ programDisplayName: expect.any(String), isClosed: false, language: 'en' });

    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const before = renderCount();
    const together = await Promise.all([get('/finance-webinar?lang=es'), get('/finance-webinar?lang=es'), get('/finance-webinar?lang=es')]);
    expect(new Set(together.map((page) => page.headers.get('etag'))).size).toBe(1);
    expect(renderCount() - before, 'requests arriving together share one render').toBe(1);
    const again = await get('/Finance-Webinar');
    expect(again.headers.get('etag')).toBe(etag);
    await again.text();
    expect(renderCount() - before, 'a later request is answered from the page cache').toBe(1);
    const revalidated = await get('/Finance-Webinar', { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it.skipIf(skip)('renders afresh after a settings change and once the application period is over', async () => {
    const first = await get('/finance-webinar');
    const etag = first.headers.get('etag');
    await first.text();
    const program = await t.db
      .selectFrom('program_paths')
      .select('program_id')
      .where('path_key', '=', 'finance-webinar')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('programs')
      .set({ program_display_name: 'Finance Webinar Renamed' })
      .where('id', '=', program.program_id)
      .execute();
    const renamed = await get('/finance-webinar', { 'if-none-match': etag ?? '' });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(etag);
    expect((await rendered(renamed)).data.program?.programDisplayName).toBe('Finance Webinar Renamed');

    await t.db.updateTable('programs').set({ application_due_date: '2026-11-01' }).where('id', '=', program.program_id).execute();
    const closed = await rendered(await get('/finance-webinar'));
    expect(closed.data.program?.isClosed).toBe(true);
  });

  it.skipIf(skip)('renders in the language asked by the address, the cookie or the browser, in that order', async () => {
    expect((await rendered(await get('/finance-webinar?lang=es'))).data.language).toBe('es');
    expect((await rendered(await get('/finance-webinar?currentLanguage=es'))).data.program?.language).toBe('es');
    expect((await rendered(await get('/finance-webinar', { cookie: 'currentLanguage=es' }))).data.language).toBe('es');
    expect((await rendered(await get('/finance-webinar', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }))).data.language).toBe('es');
    expect((await rendered(await get('/finance-webinar', { 'accept-language': 'fr-FR, de;q=0.8' }))).data.language).toBe('en');
    expect((await rendered(await get('/finance-webinar?lang=en', { cookie: 'currentLanguage=es' }))).data.language).toBe('en');
    // The browser's own rule (detectLanguage): a parameter naming none of ours leaves the next one to decide.
    expect((await rendered(await get('/finance-webinar?currentLanguage=fr&lang=es'))).data.language).toBe('es');
    expect((await rendered(await get('/finance-webinar?currentLanguage=fr', { cookie: 'currentLanguage=es' }))).data.language).toBe('es');
    const english = await get('/finance-webinar?lang=en');
    const spanish = await get('/finance-webinar?lang=es');
    expect(english.headers.get('etag')).not.toBe(spanish.headers.get('etag'));
  });

  it.skipIf(skip)('renders /error without a path or program', async () => {
    const page = await rendered(await get('/error?lang=es'));
    expect(page.data).toEqual({ language: 'es', pathParam: 'error', path: null, program: null, payment: null });
  });

  it.skipIf(skip)('renders the level selection without a program', async () => {
    const page = await rendered(await get('/coaches-academy-experience'));
    expect(page.data).toMatchObject({ path: { kind: 'level-selection' }, program: null });
    expect(page.validator).toBe('undefined');
  });

  it.skipIf(skip)('renders the payment pages of a registration, afresh once it is paid', async () => {
    const [id] = await insertRegistrations(t.db, COACHES_ACADEMY, [
      { status: PaymentStatus.Unpaid, first_name: 'Pat', last_name: 'Payer' },
    ]);
    const { payment_reference: reference } = await t.db
      .selectFrom('registrations')
      .select('payment_reference')
      .where('id', '=', id ?? 0)
      .executeTakeFirstOrThrow();
    const response = await get(`/payment?registration=${reference}&lang=es`);
    const page = await rendered(response);
    expect(page.url).toBe(`/payment?registration=${reference}&lang=es`);
    expect(page.data).toMatchObject({ language: 'es', pathParam: 'payment', path: null, program: null });
    expect(page.data.payment).toMatchObject({ registrationReference: reference, applicantName: 'Pat Payer', paid: false });
    const complete = await rendered(await get(`/payment-complete?registration=${reference}`));
    expect(complete.data).toMatchObject({ pathParam: 'payment-complete', payment: { paid: false } });

    await t.db
      .updateTable('registrations')
      .set({ status: PaymentStatus.Paid })
      .where('id', '=', id ?? 0)
      .execute();
    const paid = await get(`/payment?registration=${reference}&lang=es`, { 'if-none-match': response.headers.get('etag') ?? '' });
    expect(paid.status).toBe(200);
    expect((await rendered(paid)).data.payment?.paid).toBe(true);
  });

  it.skipIf(skip)('leaves payment pages with no or an unknown reference, and the sandbox checkout, to the browser', async () => {
    for (const url of [
      '/payment',
      '/payment?registration=00000000-0000-4000-8000-000000000000',
      '/payment-complete?registration=',
      '/payment/sandbox?session=x',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('<title>browser-rendered</title>');
    }
  });

  it.skipIf(skip)(
    'leaves to the browser what only it can render: player preloads, resume links, unknown paths, failed renders',
    async () => {
      for (const url of ['/finance-webinar?p=12', '/finance-webinar?resume=abc', '/no-such-program', '/finance-webinar?fail=1']) {
        const response = await get(url);
        expect(response.status, url).toBe(200);
        expect(await response.text(), url).toContain('<title>browser-rendered</title>');
        expect(response.headers.get('etag'), url).toBeNull();
      }
      expect(t.loggedErrors.map((error) => (error as Error).message)).toContain('render failed');
    },
  );
});

describe.each(testDialects())('public path pages without a server renderer on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;

  it.skipIf(skip)('serves index.html for the browser to render', async () => {
    const root = mkdtempSync(join(tmpdir(), 'huddle-public-build-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>browser-rendered</title>');
    const t = await createTestApp(dialect, { staticDirs: { public: root, admin: root } });
    try {
      const response = await t.app.request('/finance-webinar');
      expect(await response.text()).toContain('<title>browser-rendered</title>');
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
