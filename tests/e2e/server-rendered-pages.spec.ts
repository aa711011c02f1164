import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageProblems } from './support/page-problems.ts';
import { levelSelectionPath, specProgramPaths } from './support/spec-paths.ts';

/**
 * Issue 11 point 1: a public path answers its page already rendered (the
 * form, the closed page, the level selection; /error too), with the data hydration
 * needs and its title, and the browser hydrates it without a mismatch in either language:
 * a hydration warning or error is a console error, which fails the journey.
 */
test('every public path is served rendered and hydrates without a warning, in English and Spanish', async ({ browser, request }) => {
  test.setTimeout(300_000);
  for (const language of ['en', 'es'] as const) {
    const context = await browser.newContext({ locale: language === 'es' ? 'es-US' : 'en-US' });
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    for (const path of [...specProgramPaths, levelSelectionPath, 'error']) {
      const served = await request.get(`/${path}`, { headers: { 'accept-language': language } });
      const html = await served.text();
      expect(html, `/${path} is rendered on the server`).toContain('<script type="application/json" id="huddle-page">');
      expect(html, `/${path}`).toContain(`<html lang="${language}"`);
      expect(html, `/${path}: the page, not a loading text`).not.toContain('app-loading-status');

      await page.goto(`/${path}`);
      await expect(page.locator('html'), `/${path}`).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }).first(), `/${path}`).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The tab reads the page's own title, in its language, before the script runs (DocumentTitleSink).
      const servedTitle = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').title, html);
      expect(servedTitle, `/${path}: the served title is the page's`).toBe(await page.title());
    }
    expect(problems, `hydration in ${language}`).toEqual([]);
    await context.close();
  }
});

test('answers typed before the page script runs are kept as answers', async ({ page }) => {
  const problems = collectPageProblems(page);
  const { firstName, release } = await typeBeforeScripts(page);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  release();
  await page.waitForLoadState('networkidle');
  await firstName.press('End');
  await firstName.pressSequentially('ne');
  await expect(firstName).toHaveValue('Jordanne');
  // The answers are the form's: they are kept on this device as the applicant types.
  await expect.poll(async () => page.evaluate(() => Object.values(localStorage).join(' '))).toContain('"firstName":"Jordanne"');
  expect(problems).toEqual([]);
});

test('a second visit that typed nothing before hydrates the page too, keeping what is typed early', async ({ page }) => {
  // The first visit keeps a draft on this device holding only what the form fills in (the country); it restores
  // nothing, so the page is hydrated, not replaced.
  await page.goto('/finance-webinar');
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () =>
      page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('huddle.draft:finance-webinar'))?.[1]),
    )
    .toContain('"country":"United States of America"');
  const { firstName, release } = await typeBeforeScripts(page);
  const served = await firstName.elementHandle();
  release();
  await page.waitForLoadState('networkidle');
  expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(firstName).toHaveValue('Jordan');
});

test('a rendered page is revalidated by its ETag', async ({ request }) => {
  const first = await request.get('/finance-webinar');
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/finance-webinar', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
});

/**
 * Issue 11: the page's script imports its code in stages (apps/public/src/main.tsx); the page links all of it
 * (modulepreload), so the browser fetches it while it reads the page instead of one stage after the other. A
 * language's catalogue is fetched on demand, and a form's code after the page is up (it is not linked: the first load
 * carries only the page's own code). Both a rendered page and index.html (the sandbox checkout).
 * The app's styles are one stylesheet (cssCodeSplit off): one render-blocking request, whatever the form holds.
 */
test('a page links every script its start-up runs and the one stylesheet, rendered or not', async ({ page, request }) => {
  for (const path of ['/finance-webinar', '/nfl-legends-directory', '/payment/sandbox']) {
    const html = await (await request.get(path)).text();
    const linked = [...html.matchAll(/<(?:link rel="modulepreload"[^>]*href|script[^>]*src)="([^"]+)"/g)].map((match) => match[1]);
    const linkedStyles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(linkedStyles, path).toHaveLength(1);
    const requested: string[] = [];
    const requestedStyles: string[] = [];
    const onRequest = (sent: { resourceType(): string; url(): string }) => {
      if (sent.resourceType() === 'script') requested.push(new URL(sent.url()).pathname);
      if (sent.resourceType() === 'stylesheet') requestedStyles.push(new URL(sent.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // A form's code loads once the browser is idle (up to 2 s later on a busy machine): wait for the hydrated form.
    if (path !== '/payment/sandbox') await expect(page.locator('.program-form[data-form-ready]'), path).toBeAttached();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(requested.length, path).toBeGreaterThan(5);
    const formCode = requested.findIndex((script) => /\/program-application-[\w-]+\.js$/.test(script));
    expect(formCode !== -1, `${path}: the form's code loads after the page is up`).toBe(path !== '/payment/sandbox');
    expect(
      linked.filter((script) => /\/program-application-|\/form-validators\//.test(script ?? '')),
      path,
    ).toEqual([]);
    expect(
      requested
        .slice(0, formCode === -1 ? undefined : formCode)
        .filter((script) => !linked.includes(script) && !/\/messages-[\w-]+\.js$/.test(script)),
      `${path}: scripts fetched only when asked`,
    ).toEqual([]);
    expect(requestedStyles, path).toEqual(linkedStyles);
  }
});

/**
 * Holds the page's scripts, opens /finance-webinar and types 'Jordan' as the
 * first name in the served form before they run; answers the box and the
 * function that lets the scripts load.
 */
async function typeBeforeScripts(page: Page): Promise<{ firstName: Locator; release: () => void }> {
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/finance-webinar', { waitUntil: 'commit' });
  const firstName = page.locator('#root_personalInformation_firstName');
  await firstName.fill('Jordan');
  return { firstName, release };
}
