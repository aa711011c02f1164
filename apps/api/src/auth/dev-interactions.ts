import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { AUTH_PAGE_CSP, renderMessagePage } from './auth-page.ts';
import { renderSignInPage } from './dev-identity-pages.ts';
import { chooseSignInLanguage, type SignInLanguage } from './sign-in-language.ts';
import { signInTexts } from './sign-in-texts.ts';

type InteractionEnv = { Bindings: HttpBindings };

/**
 * The dev identity provider's interaction pages under `{mountPath}/interaction/{uid}`:
 * GET shows the sign-in form, POST .../login checks the demo account and
 * resumes the authorization request (303). An expired or unknown interaction
 * shows a page asking to start again from Huddle. The pages speak the
 * language of `?lang=` (the page's switch; the form posts it back), else of
 * the authorization request's ui_locales (the back office's choice, spec §1),
 * else of the browser's Accept-Language.
 */
export function createDevInteractionListener(
  provider: Provider,
  mountPath: string,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const app = new Hono<InteractionEnv>().basePath(`${mountPath}/interaction`);

  app.use(async (c, next) => {
    await next();
    c.header('content-security-policy', AUTH_PAGE_CSP);
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
  });

  app.get('/:uid', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (details.uid !== c.req.param('uid') || details.prompt.name !== 'login') return expired(c);
    const language = pageLanguage(c, c.req.query('lang'), details.params.ui_locales);
    const page = await renderSignInPage({
      action: loginAction(mountPath, details.uid),
      language,
      languageHref: (other) => `${interactionPath(mountPath, details.uid)}?lang=${other}`,
    });
    return c.html(page);
  });

  app.post('/:uid/login', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (details.uid !== c.req.param('uid') || details.prompt.name !== 'login') return expired(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const account = demoAccounts.find((candidate) => candidate.email === email);
    if (account === undefined || !samePassword(password, DEMO_PASSWORD)) {
      const language = pageLanguage(c, typeof form.lang === 'string' ? form.lang : undefined, details.params.ui_locales);
      const page = await renderSignInPage({
        action: loginAction(mountPath, details.uid),
        email,
        error: signInTexts[language].wrongCredentials,
        language,
        languageHref: (other) => `${interactionPath(mountPath, details.uid)}?lang=${other}`,
      });
      return c.html(page, 401);
    }
    const returnTo = await provider.interactionResult(
      c.env.incoming,
      c.env.outgoing,
      { login: { accountId: account.email } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  });

  app.onError(async (error, c) => {
    if (error instanceof errors.SessionNotFound) return expired(c);
    console.error('dev identity provider: interaction failed', error);
    const language = pageLanguage(c, c.req.query('lang'), undefined);
    const texts = signInTexts[language];
    return c.html(await renderMessagePage(texts.problemTitle, texts.problemMessage, undefined, { language }), 500);
  });

  return getRequestListener(app.fetch);
}

function interactionPath(mountPath: string, uid: string): string {
  return `${mountPath}/interaction/${encodeURIComponent(uid)}`;
}

function loginAction(mountPath: string, uid: string): string {
  return `${interactionPath(mountPath, uid)}/login`;
}

/** The page's language: asked for (`lang`), else the authorization request's ui_locales, else the browser's. */
function pageLanguage(c: Context<InteractionEnv>, lang: string | undefined, uiLocales: unknown): SignInLanguage {
  return chooseSignInLanguage({
    lang,
    uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
    acceptLanguage: c.req.header('accept-language'),
  });
}

async function expired(c: Context<InteractionEnv>): Promise<Response> {
  const language = pageLanguage(c, c.req.query('lang'), undefined);
  const texts = signInTexts[language];
  const page = await renderMessagePage(texts.expiredTitle, texts.expiredMessage, undefined, { language });
  return c.html(page, 400);
}

/** Compares digests so the time taken does not depend on how much of the password matched. */
function samePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
