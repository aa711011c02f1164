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
import { renderSignInPage, SIGN_IN_ERROR } from './dev-identity-pages.ts';

type InteractionEnv = { Bindings: HttpBindings };

/**
 * The dev identity provider's interaction pages under `{mountPath}/interaction/{uid}`:
 * GET shows the sign-in form, POST .../login checks the demo account and
 * resumes the authorization request (303). An expired or unknown interaction
 * shows a page asking to start again from Huddle.
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
    return c.html(await renderSignInPage({ action: loginAction(mountPath, details.uid) }));
  });

  app.post('/:uid/login', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (details.uid !== c.req.param('uid') || details.prompt.name !== 'login') return expired(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const account = demoAccounts.find((candidate) => candidate.email === email);
    if (account === undefined || !samePassword(password, DEMO_PASSWORD)) {
      const page = await renderSignInPage({ action: loginAction(mountPath, details.uid), email, error: SIGN_IN_ERROR });
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
    return c.html(await renderMessagePage('Sign-in problem', 'The sign-in could not be completed. Try again.'), 500);
  });

  return getRequestListener(app.fetch);
}

function loginAction(mountPath: string, uid: string): string {
  return `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;
}

async function expired(c: Context<InteractionEnv>): Promise<Response> {
  const page = await renderMessagePage('Sign-in expired', 'This sign-in page has expired. Go back to Huddle and sign in again.');
  return c.html(page, 400);
}

/** Compares digests so the time taken does not depend on how much of the password matched. */
function samePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
