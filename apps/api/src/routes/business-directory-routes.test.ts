import { componentRegistry } from '@huddle/components/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLegendBusinesses } from '../seed/legends/seed-legend-businesses.ts';
import { testDialects } from '../test-support/dialects.ts';
import { sendJson } from '../test-support/send-json.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';

/**
 * The public business directory (spec §1): server-rendered, only Approved
 * Legends Directory applications, search and filters, a stable page per
 * business with its public company fields only, English and Spanish, the
 * sitemap; Out of Business businesses disappear.
 */
describe.each(testDialects())('business directory on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    await seedLegendBusinesses(t.db, { registry: componentRegistry, now: TEST_NOW, count: 12 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function page(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Headers }> {
    const response = await t.app.request(path, { headers });
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  async function listed(): Promise<{ id: number; company_name: string | null; registration_id: number; industries_json: string }[]> {
    return t.db
      .selectFrom('legend_applications')
      .select(['id', 'company_name', 'registration_id', 'industries_json'])
      .orderBy('id')
      .execute();
  }

  it.skipIf(skip)('lists every approved business by name, as HTML without script, with the CSP', async () => {
    const home = await page('/business-directory');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(home.text).toContain('<html lang="en">');
    expect(home.text).toContain('12 businesses');
    expect(home.text).not.toMatch(/<script/i);
    const names = (await listed()).map((row) => row.company_name ?? '');
    for (const name of names) expect(home.text).toContain(name.replace(/&/g, '&amp;'));
  });

  it.skipIf(skip)('finds a business by its name and by its industry, and filters by state', async () => {
    const [first] = await listed();
    if (first === undefined) throw new Error('no seeded business');
    const name = first.company_name ?? '';
    const byName = await page(`/business-directory?q=${encodeURIComponent(name.split(' ').slice(0, 2).join(' '))}`);
    expect(byName.text).toContain(name);
    const industry = (JSON.parse(first.industries_json) as string[])[0] ?? '';
    const byIndustry = await page(`/business-directory?industry=${encodeURIComponent(industry)}`);
    expect(byIndustry.text).toContain(name);
    const others = (await listed()).filter((row) => !(JSON.parse(row.industries_json) as string[]).includes(industry));
    for (const other of others) expect(byIndustry.text).not.toContain(`>${other.company_name}<`);
    const nothing = await page('/business-directory?q=zzqqxx');
    expect(nothing.text).toContain('0 businesses');
    expect(nothing.text).toContain('No businesses match your search.');
  });

  it.skipIf(skip)('shows a business at a stable URL with only its public company fields', async () => {
    const [first] = await listed();
    if (first === undefined) throw new Error('no seeded business');
    const registration = await t.db
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', first.registration_id)
      .executeTakeFirstOrThrow();
    const application = await t.db.selectFrom('legend_applications').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    const path = `/business-directory/${first.id}-${application.slug}`;
    const business = await page(path);
    expect(business.status).toBe(200);
    expect(business.text).toContain(`<h1>${first.company_name}</h1>`);
    expect(business.text).toContain(application.company_email ?? 'missing');
    expect(business.text).toContain(application.business_description ?? 'missing');
    // Never the Legend's personal contact data or birth date.
    for (const personal of [registration.email, registration.phone, registration.birth_date]) {
      expect(personal).not.toBeNull();
      expect(business.text).not.toContain(personal ?? '');
    }
    const stale = await t.app.request(`/business-directory/${first.id}-old-name?lang=es`);
    expect(stale.status).toBe(301);
    expect(stale.headers.get('location')).toBe(`${path}?lang=es`);
    expect((await page('/business-directory/999999-nobody')).status).toBe(404);
  });

  it.skipIf(skip)('speaks Spanish by the lang query, then by its cookie, and by Accept-Language', async () => {
    const spanish = await page('/business-directory?lang=es');
    expect(spanish.text).toContain('<html lang="es">');
    expect(spanish.text).toContain('12 empresas');
    const cookie = spanish.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toBe('huddle_lang=es');
    expect((await page('/business-directory', { cookie })).text).toContain('<html lang="es">');
    expect((await page('/business-directory', { 'accept-language': 'es-MX,es;q=0.9' })).text).toContain('<html lang="es">');
    expect((await page('/business-directory', { 'accept-language': 'fr' })).text).toContain('<html lang="en">');
  });

  it.skipIf(skip)('publishes a sitemap of the directory and every listed business in both languages', async () => {
    const sitemap = await page('/business-directory/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const rows = await listed();
    expect(sitemap.text.match(/<url>/g)?.length).toBe(2 * (rows.length + 1));
    expect(sitemap.text).toContain(`/business-directory/${rows[0]?.id}-`);
    expect(sitemap.text).toContain('hreflang="es"');
  });

  it.skipIf(skip)('drops a business marked Out of Business, and never lists pending or rejected ones', async () => {
    const [, second, third] = await listed();
    if (second === undefined || third === undefined) throw new Error('too few seeded businesses');
    const cookie = await t.cookieFor('legends-admin@huddle.test');
    const program = await t.db
      .selectFrom('registrations')
      .select('program_id')
      .where('id', '=', second.registration_id)
      .executeTakeFirstOrThrow();
    const marked = await sendJson(t.app, {
      method: 'POST',
      path: `/api/events/${program.program_id}/people/${second.registration_id}/status/11`,
      cookie,
    });
    expect(marked.status).toBe(200);
    await t.db.updateTable('registrations').set({ status: 8 }).where('id', '=', third.registration_id).execute();
    const home = await page('/business-directory');
    expect(home.text).toContain('10 businesses');
    expect(home.text).not.toContain(`>${second.company_name}<`);
    expect(home.text).not.toContain(`>${third.company_name}<`);
    expect((await page(`/business-directory/${second.id}`)).status).toBe(404);
    expect((await page('/business-directory/sitemap.xml')).text).not.toContain(`/business-directory/${second.id}-`);
  });

  it.skipIf(skip)('escapes what staff and applicants wrote', async () => {
    const [first] = await listed();
    if (first === undefined) throw new Error('no seeded business');
    await t.db
      .updateTable('legend_applications')
      .set({ business_description: '<script>alert(1)</script> & friends', website: 'javascript:alert(1)' })
      .where('id', '=', first.id)
      .execute();
    const business = await page(`/business-directory/${first.id}`, {});
    const followed = await page(business.headers.get('location') ?? '');
    expect(followed.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends');
    expect(followed.text).not.toContain('href="javascript:');
  });
});
