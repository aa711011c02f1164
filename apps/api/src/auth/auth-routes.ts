import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { AppEnv } from '../app-env.ts';
import type { AppConfig } from '../config-types.ts';
import type { Database } from '../db/database.ts';
import { problem } from '../http/problem.ts';
import { AUTH_PAGE_CSP, renderMessagePage } from './auth-page.ts';
import { saveLoginState, takeLoginState } from './login-state.ts';
import { createOidcConfigurationLoader, oidcRedirectUri, usesDevIdentityProvider } from './oidc-client.ts';
import { safeReturnTo } from './return-to.ts';
import { chooseSignInLanguage, type SignInLanguage } from './sign-in-language.ts';
import { signInTexts } from './sign-in-texts.ts';
import { createSession, deleteSession, SESSION_COOKIE } from './session-store.ts';

/** What the sign-in routes need. `now` defaults to the system clock. */
export interface AuthRoutesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  now?: () => Date;
}

/** Text of the 403 page for someone the identity provider knows but Huddle's users table does not. */
export const NO_ACCESS_MESSAGE = signInTexts.en.noAccessMessage;

/**
 * Staff sign-in (OIDC authorization code flow with PKCE; architecture §5),
 * mounted at the root:
 * - GET /login?returnTo=/app/...&lang=es → 302 to the issuer's authorization endpoint
 *   (returnTo kept only when it is a back-office path, default /app; the
 *   language, `lang` else the browser's, passed on as OIDC ui_locales so the
 *   sign-in page follows the back office's language, spec §1);
 * - GET /login/callback → exchanges the code, requires the email to be in
 *   users (else 403 NO_ACCESS_MESSAGE), creates a session and sets the
 *   `huddle_session` cookie, 302 to returnTo. A missing or expired attempt
 *   gives 400, an unreachable issuer 503;
 * - POST /logout → deletes the session, clears the cookie, 204.
 * Tokens from the issuer never leave the server.
 */
export function authRoutes(deps: AuthRoutesDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const oidcConfiguration = createOidcConfigurationLoader(config);
  const routes = new Hono<AppEnv>();

  routes.get('/login', async (c) => {
    const language = requestLanguage(c, c.req.query('lang'));
    const issuer = await oidcConfiguration().catch((error: unknown) => signInUnavailable(error));
    if (issuer === null) return signInPage(c, 503, language, 'unavailable');
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const returnTo = safeReturnTo(c.req.query('returnTo'));
    await saveLoginState(c, config, { codeVerifier, state, nonce, returnTo, startedAt: now().getTime(), language });
    const parameters: Record<string, string> = {
      redirect_uri: oidcRedirectUri(config),
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: language,
    };
    // The dev identity provider always asks which demo account to use.
    if (usesDevIdentityProvider(config)) parameters.prompt = 'login';
    return c.redirect(client.buildAuthorizationUrl(issuer, parameters).href, 302);
  });

  routes.get('/login/callback', async (c) => {
    const attempt = await takeLoginState(c, config, now());
    const language = requestLanguage(c, attempt?.language);
    if (attempt === null) return signInPage(c, 400, language, 'notCompleted');
    const issuer = await oidcConfiguration().catch((error: unknown) => signInUnavailable(error));
    if (issuer === null) return signInPage(c, 503, language, 'unavailable');
    const identity = await exchangeCode(issuer, callbackUrl(config, c.req.url), attempt);
    if (identity === null) return signInPage(c, 400, language, 'notCompleted');
    const user = await db.selectFrom('users').select(['id']).where('email', '=', identity.email.toLowerCase()).executeTakeFirst();
    if (user === undefined) return signInPage(c, 403, language, 'noAccess');
    const { token } = await createSession(db, user.id, now(), config.sessionTtlHours);
    setCookie(c, SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.production,
      maxAge: Math.round(config.sessionTtlHours * 3600),
    });
    return c.redirect(attempt.returnTo, 302);
  });

  routes.post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token !== undefined) await deleteSession(db, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: config.production });
    return c.body(null, 204);
  });

  return routes;
}

/** The callback URL as registered (PUBLIC_URL based) with the query the issuer sent. */
function callbackUrl(config: AppConfig, requestUrl: string): URL {
  const url = new URL(oidcRedirectUri(config));
  url.search = new URL(requestUrl).search;
  return url;
}

/**
 * Redeems the authorization code (checking state, nonce, PKCE and the ID
 * token) and returns the email and name of the signed-in person, from the ID
 * token or else the userinfo endpoint; null when the issuer refuses or the
 * response does not check out.
 */
async function exchangeCode(
  issuer: client.Configuration,
  currentUrl: URL,
  attempt: { codeVerifier: string; state: string; nonce: string },
): Promise<{ email: string; name: string | null } | null> {
  try {
    const tokens = await client.authorizationCodeGrant(issuer, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (claims === undefined) return null;
    let { email, name } = claims;
    if (typeof email !== 'string') {
      const info = await client.fetchUserInfo(issuer, tokens.access_token, claims.sub);
      ({ email, name } = info);
    }
    if (typeof email !== 'string' || email === '') return null;
    return { email, name: typeof name === 'string' ? name : null };
  } catch (error) {
    if (
      error instanceof client.ClientError ||
      error instanceof client.AuthorizationResponseError ||
      error instanceof client.ResponseBodyError
    ) {
      return null;
    }
    throw error;
  }
}

function signInUnavailable(error: unknown): null {
  console.error('sign-in: the OpenID issuer could not be discovered', error);
  return null;
}

/** The language of a sign-in page: `lang` when it names one, else the browser's Accept-Language, else English. */
function requestLanguage(c: Context<AppEnv>, lang: string | undefined): SignInLanguage {
  return chooseSignInLanguage({ lang, acceptLanguage: c.req.header('accept-language') });
}

/**
 * A sign-in failure in `language` for a browser (HTML page with a link to
 * sign in again, when it accepts HTML) or for a program (problem+json with
 * the same text as detail): 'unavailable' (issuer unreachable),
 * 'notCompleted' (attempt expired or refused), 'noAccess' (not in users).
 */
async function signInPage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  language: SignInLanguage,
  failure: 'unavailable' | 'notCompleted' | 'noAccess',
): Promise<Response> {
  const texts = signInTexts[language];
  const title = texts[`${failure}Title`];
  const message = texts[`${failure}Message`];
  if (!(c.req.header('accept') ?? '').includes('text/html')) return problem(c, status, title, { detail: message });
  c.header('content-security-policy', AUTH_PAGE_CSP);
  const link = { href: `/login?lang=${language}`, text: texts.signInAgain };
  return c.html(await renderMessagePage(title, message, link, { language }), status);
}
