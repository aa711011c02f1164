import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '@huddle/schemas';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { testDialects } from '../test-support/dialects.ts';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-accounts.ts';
import { startSignInTestServer } from '../test-support/sign-in-test-server.ts';
import type { SignInTestServer } from '../test-support/sign-in-test-server.ts';
import { sessionIdOf } from './session-store.ts';
import { TestBrowser } from '../test-support/test-browser.ts';

/** Opens the sign-in page from /login (with `query` added, e.g. '&lang=es') and returns the browser's view of it. */
async function openSignInPage(browser: TestBrowser, returnTo = '/app/programs', query = '') {
  const hops = await browser.follow(`/login?returnTo=${encodeURIComponent(returnTo)}${query}`);
  const page = hops.at(-1) as Response;
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return { hops, page, html, action: action?.replaceAll('&amp;', '&') };
}

/** Signs in through the identity provider's form; returns the last response (the callback's redirect, or an error page). */
async function signIn(browser: TestBrowser, email: string, password = DEMO_PASSWORD, returnTo = '/app/programs') {
  const { action } = await openSignInPage(browser, returnTo);
  if (action === undefined) throw new Error('no sign-in form');
  const hops = await browser.follow(action, { method: 'POST', form: { email, password } });
  return hops.at(-1) as Response;
}

async function sessionCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDialects())('staff sign-in over HTTP on $name', (dialect) => {
  let db: Kysely<Database>;
  let server: SignInTestServer;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    if (dialect.skipReason !== undefined) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDemoUsers(db, new Date('2026-04-01T08:00:00.000Z'));
    server = await startSignInTestServer(db, () => new Date(Date.now() + clockOffsetMs));
  });
  afterAll(async () => {
    await server?.close();
    await db?.destroy();
  });
  const test = it.skipIf(dialect.skipReason !== undefined);

  test('shows an accessible sign-in page of the identity provider', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { hops, page, html } = await openSignInPage(browser);
    const location = new URL(hops[0]?.headers.get('location') ?? '');
    expect(hops[0]?.status).toBe(302);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/login/callback`);
    expect(browser.cookie('huddle_login')).toMatchObject({ httpOnly: true, path: '/login', sameSite: 'Lax' });
    expect(page.status).toBe(200);
    expect(new URL(page.url).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Sign in to Huddle · Huddle<\/title>/);
    expect(html).toMatch(/<main>[\s\S]*<\/main>/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input\s+id="email"\s+name="email"\s+type="email"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input\s+id="password"\s+name="password"\s+type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  test("shows the sign-in page in the back office's language (lang=es → ui_locales), with a switch back to English", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { hops, html, action, page } = await openSignInPage(browser, '/app/programs', '&lang=es');
    expect(new URL(hops[0]?.headers.get('location') ?? '').searchParams.get('ui_locales')).toBe('es');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<label for="email">Correo electrónico</label>');
    expect(html).toContain('<button type="submit">Iniciar sesión</button>');
    expect(html).toContain(`href="${new URL(page.url).pathname}?lang=en" lang="en" hreflang="en">English</a>`);
    expect(html).not.toContain('>Sign in<');
    // A wrong password keeps the language (the form posts it back).
    const wrong = (
      await browser.follow(action ?? '', { method: 'POST', form: { email: 'admin@huddle.test', password: 'x', lang: 'es' } })
    ).at(-1);
    expect(wrong?.status).toBe(401);
    expect(await wrong?.text()).toContain('El correo electrónico o la contraseña no son correctos.');
    // The switch shows the same sign-in in English.
    const english = (await browser.follow(`${new URL(page.url).pathname}?lang=en`)).at(-1);
    expect(await english?.text()).toContain('<label for="email">Email</label>');
  });

  test('follows a Spanish browser when the back office names no language', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const hops = await browser.follow('/login?returnTo=%2Fapp', { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(await (hops.at(-1) as Response).text()).toContain('<html lang="es">');
  });

  test('signs the admin in: session cookie only, no tokens, and GET /api/admin/user returns the admin', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const before = await sessionCount(db);
    const callback = await signIn(browser, 'Admin@huddle.test ');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/app/programs');

    const session = browser.cookie('huddle_session');
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', secure: false, maxAge: 12 * 3600 });
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    expect(browser.cookie('huddle_login')).toBeUndefined();
    const huddleCookies = [...browser.cookies.values()].filter((cookie) => !cookie.path.startsWith('/oidc'));
    expect(huddleCookies.map((cookie) => cookie.name).filter((name) => !name.startsWith('_session'))).toEqual(['huddle_session']);

    expect(await sessionCount(db)).toBe(before + 1);
    const row = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionIdOf(session?.value ?? ''))
      .executeTakeFirst();
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', session?.value ?? '')
        .executeTakeFirst(),
    ).toBeUndefined();

    const response = await browser.request('/api/admin/user', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'admin@huddle.test', displayName: 'Dana Whitfield', roles: ['admin'] });
    expect(body.id).toBe(row?.user_id);
    expect(body.permissions).toEqual(permissionsOf(['admin']));
    expect(body.permissions).toContain('participants.decide');
    expect(body.flags).toMatchObject({ isAdmin: true, isClubUser: false });
  });

  test('a wrong password shows the error and creates no session', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const before = await sessionCount(db);
    const { action } = await openSignInPage(browser);
    const hops = await browser.follow(action ?? '', { method: 'POST', form: { email: 'admin@huddle.test', password: 'wrong' } });
    const page = hops.at(-1) as Response;
    expect(hops).toHaveLength(1);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('<p class="error" role="alert" id="sign-in-error">Email or password is incorrect.</p>');
    expect(html).toContain('value="admin@huddle.test"');
    expect(browser.cookie('huddle_session')).toBeUndefined();
    expect(await sessionCount(db)).toBe(before);

    const unknown = await browser.follow(action ?? '', { method: 'POST', form: { email: 'nobody@huddle.test', password: DEMO_PASSWORD } });
    expect(await (unknown.at(-1) as Response).text()).toContain('Email or password is incorrect.');
  });

  test('refuses someone the identity provider knows but Huddle does not', async () => {
    await db.deleteFrom('users').where('email', '=', 'club-user@huddle.test').execute();
    const browser = new TestBrowser(server.baseUrl);
    const before = await sessionCount(db);
    const response = await signIn(browser, 'club-user@huddle.test');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Your account has no access to Huddle.');
    expect(browser.cookie('huddle_session')).toBeUndefined();
    expect(await sessionCount(db)).toBe(before);
    await seedDemoUsers(db, new Date());
  });

  test('keeps only back-office return paths: https://evil.example becomes /app', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const response = await signIn(browser, 'nfl-user@huddle.test', DEMO_PASSWORD, 'https://evil.example');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app');
  });

  test('answers 401 without a cookie and with a tampered one', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/admin/user`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json');
    expect(await anonymous.json()).toMatchObject({ status: 401, title: 'Sign-in required' });

    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, 'fops-user@huddle.test');
    const token = browser.cookie('huddle_session')?.value ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = await fetch(`${server.baseUrl}/api/admin/user`, { headers: { cookie: `huddle_session=${tampered}` } });
    expect(forged.status).toBe(401);
    const genuine = await fetch(`${server.baseUrl}/api/admin/user`, { headers: { cookie: `huddle_session=${token}` } });
    expect(genuine.status).toBe(200);
  });

  test('logout deletes the session and clears the cookie', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, 'legends-admin@huddle.test');
    const token = browser.cookie('huddle_session')?.value ?? '';
    expect((await browser.request('/api/admin/user')).status).toBe(200);

    const logout = await browser.request('/logout', { method: 'POST', headers: { origin: server.baseUrl } });
    expect(logout.status).toBe(204);
    expect(browser.cookie('huddle_session')).toBeUndefined();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', sessionIdOf(token)).executeTakeFirst()).toBeUndefined();
    const replay = await fetch(`${server.baseUrl}/api/admin/user`, { headers: { cookie: `huddle_session=${token}` } });
    expect(replay.status).toBe(401);

    const again = await openSignInPage(browser);
    expect(again.html).toContain('<button type="submit">Sign in</button>');
  });

  test('the identity provider asks before ending its own session', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, 'nfl-approver@huddle.test');
    const page = await browser.request('/oidc/session/end');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Sign out</h1>');
    expect(html).toMatch(/<form [^>]*id="op.logoutForm"/);
    expect(html).toContain('<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>');
  });

  test('refuses a cross-site logout', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, 'nfl-admin@huddle.test');
    const fromElsewhere = await browser.request('/logout', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await browser.request('/logout', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await browser.request('/api/admin/user')).status).toBe(200);
  });

  test('requirePermission: 401 anonymous, 403 and an audit row without the permission, through with it', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/probe/decide`, { method: 'POST' });
    expect(anonymous.status).toBe(401);

    const user = new TestBrowser(server.baseUrl);
    await signIn(user, 'legends-user@huddle.test');
    const refused = await user.request('/api/probe/decide', { method: 'POST', headers: { origin: server.baseUrl } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    const body = (await refused.json()) as { title: string; detail: string };
    expect(body.title).toBe('Forbidden');
    expect(body.detail).toContain('participants.decide');
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'permission.denied')
      .where('actor', '=', 'legends-user@huddle.test')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: 'POST /api/probe/decide', before_json: null });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ permission: 'participants.decide' });

    const approver = new TestBrowser(server.baseUrl);
    await signIn(approver, 'legends-approver@huddle.test');
    const allowed = await approver.request('/api/probe/decide', { method: 'POST' });
    expect(allowed.status).toBe(200);
    expect(await db.selectFrom('audit_log').select('id').where('actor', '=', 'legends-approver@huddle.test').execute()).toHaveLength(0);
  });

  test('an expired session signs out and its row is deleted', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, 'fops-admin@huddle.test');
    const token = browser.cookie('huddle_session')?.value ?? '';
    clockOffsetMs = 12 * 3_600_000 + 1000;
    try {
      expect((await browser.request('/api/admin/user')).status).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
    expect(await db.selectFrom('sessions').select('id').where('id', '=', sessionIdOf(token)).executeTakeFirst()).toBeUndefined();
  });

  test('a callback without its sign-in attempt, or with a wrong state, creates no session', async () => {
    const before = await sessionCount(db);
    const stray = await fetch(`${server.baseUrl}/login/callback?code=abc&state=xyz`, { redirect: 'manual' });
    expect(stray.status).toBe(400);
    expect(await stray.json()).toMatchObject({ status: 400, title: 'Sign-in did not complete' });

    const browser = new TestBrowser(server.baseUrl);
    await openSignInPage(browser);
    const wrongState = await browser.request(`/login/callback?code=abc&state=wrong&iss=${encodeURIComponent(`${server.baseUrl}/oidc`)}`);
    expect(wrongState.status).toBe(400);
    expect(await wrongState.text()).toContain('<a href="/login?lang=en">Sign in again</a>');

    // A sign-in attempt whose cookie was altered is not honoured either.
    const forger = new TestBrowser(server.baseUrl);
    const { action } = await openSignInPage(forger);
    const attempt = forger.cookie('huddle_login');
    if (attempt === undefined) throw new Error('no sign-in attempt cookie');
    const decoded = decodeURIComponent(attempt.value).replace('"returnTo":"/app/programs"', '"returnTo":"/app/other"');
    expect(decoded).toContain('"returnTo":"/app/other"');
    attempt.value = encodeURIComponent(decoded);
    const hops = await forger.follow(action ?? '', { method: 'POST', form: { email: 'admin@huddle.test', password: DEMO_PASSWORD } });
    expect((hops.at(-1) as Response).status).toBe(400);
    expect(forger.cookie('huddle_session')).toBeUndefined();
    expect(await sessionCount(db)).toBe(before);
  });
});
