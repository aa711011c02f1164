import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { raw } from 'hono/html';
import Provider from 'oidc-provider';
import type { Account, Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config-types.ts';
import { demoAccounts } from './demo-accounts.ts';
import { createDevProviderStorage } from './dev-provider-storage.ts';
import { AUTH_PAGE_CSP, renderAuthPage, renderMessagePage } from './auth-page.ts';
import { createDevInteractionListener } from './dev-interactions.ts';
import { oidcIssuer, oidcRedirectUri, publicBaseUrl, usesDevIdentityProvider } from './oidc-client.ts';

/** Options of the dev identity provider; `issuer` includes its mount path, e.g. http://localhost:3000/oidc. */
export interface DevIdentityProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

/** The node request handler of the dev identity provider, for every request whose path starts with the issuer's path. */
export interface DevIdentityProvider {
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * The dev identity provider's options for this configuration: issuer
 * {publicUrl}/oidc, Huddle's client id and secret, redirect URI
 * {publicUrl}/login/callback, post-logout redirect URI {publicUrl}/.
 */
export function devIdentityProviderOptions(config: AppConfig): DevIdentityProviderOptions {
  return {
    issuer: oidcIssuer(config),
    clientId: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    redirectUris: [oidcRedirectUri(config)],
    postLogoutRedirectUris: [`${publicBaseUrl(config)}/`],
  };
}

/**
 * True when a request (its raw `req.url`, path and query) is for the dev
 * identity provider: no OIDC_ISSUER is configured and the path is /oidc or
 * below it. server.ts sends these to `handle` untouched.
 */
export function isDevIdentityProviderRequest(url: string | undefined, config: AppConfig): boolean {
  if (url === undefined || !usesDevIdentityProvider(config)) return false;
  return url === '/oidc' || url.startsWith('/oidc/') || url.startsWith('/oidc?');
}

/**
 * Keys signing the identity provider's own cookies. Dev-only constants: the
 * dev identity provider is never the sign-in of a real deployment.
 */
const DEV_COOKIE_KEYS = ['huddle-dev-idp-cookie-key-1', 'huddle-dev-idp-cookie-key-2'];

/**
 * Starts an OpenID Provider (oidc-provider 9) for development and tests,
 * served under the issuer's path on the API's own port:
 * - one confidential client (client_secret_basic), authorization code flow,
 *   PKCE (S256) required, scopes openid profile email, claims email and name;
 * - accounts are the demo accounts (password DEMO_PASSWORD), account id = email;
 * - its own sign-in page ('Email', 'Password', 'Sign in'); consent is granted
 *   automatically for this first-party client;
 * - in-memory storage and a signing key generated per start.
 * `handle` keeps the full path for the sign-in pages and strips the issuer's
 * path before oidc-provider, which then derives every endpoint URL from it.
 */
export async function createDevIdentityProvider(options: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const provider = new Provider(options.issuer, providerConfiguration(options, mountPath));
  provider.proxy = false;
  const oidcCallback = provider.callback();
  const interactions = createDevInteractionListener(provider, mountPath);

  return {
    handle(req, res) {
      const url = req.url ?? '/';
      if (url !== mountPath && !url.startsWith(`${mountPath}/`) && !url.startsWith(`${mountPath}?`)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const rest = url.slice(mountPath.length);
      if (rest.startsWith('/interaction/')) {
        void interactions(req, res);
        return;
      }
      // Mounted like express/connect do it: the provider sees its own path, and
      // builds its URLs from originalUrl minus that path.
      Object.assign(req, { originalUrl: url });
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      void oidcCallback(req, res);
    },
  };
}

function providerConfiguration(options: DevIdentityProviderOptions, mountPath: string): Configuration {
  return {
    adapter: createDevProviderStorage(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'Huddle',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => findDemoAccount(sub),
    loadExistingGrant: grantFirstPartyConsent,
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const confirm = '<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>';
          // `form` is oidc-provider's own hidden form markup.
          setPage(ctx, await renderAuthPage('Sign out', raw(`${form}${confirm}`)));
        },
        postLogoutSuccessSource: async (ctx) => {
          setPage(ctx, await renderMessagePage('Signed out', 'You are signed out of the Huddle sign-in service.'));
        },
      },
    },
    cookies: { keys: DEV_COOKIE_KEYS },
    jwks: { keys: [generateSigningKey()] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600 },
    renderError: async (ctx, out) => {
      const detail = typeof out.error_description === 'string' ? out.error_description : 'The sign-in request could not be completed.';
      setPage(ctx, await renderMessagePage('Sign-in problem', detail));
    },
  };
}

function setPage(ctx: KoaContextWithOIDC, page: string): void {
  ctx.type = 'html';
  ctx.set('content-security-policy', AUTH_PAGE_CSP);
  ctx.body = page;
}

function findDemoAccount(accountId: string): Account | undefined {
  const account = demoAccounts.find((candidate) => candidate.email === accountId);
  if (account === undefined) return undefined;
  return {
    accountId: account.email,
    claims: () => ({ sub: account.email, email: account.email, email_verified: true, name: account.displayName }),
  };
}

/**
 * Huddle is the provider's only, first-party client: instead of a consent
 * screen, the signed-in account is granted the client's scopes and claims.
 */
async function grantFirstPartyConsent(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (client === undefined || session?.accountId === undefined) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId !== undefined) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid profile email');
  grant.addOIDCClaims(['email', 'email_verified', 'name']);
  await grant.save();
  return grant;
}

/** A fresh RS256 signing key per start (tokens are verified at once by the same process). */
function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), use: 'sig', alg: 'RS256' };
}
