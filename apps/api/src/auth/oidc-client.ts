import * as client from 'openid-client';
import type { AppConfig } from '../config-types.ts';

/** Path of the sign-in callback on the API (registered as the client's redirect URI). */
export const LOGIN_CALLBACK_PATH = '/login/callback';

/** PUBLIC_URL without a trailing slash, e.g. 'http://localhost:3000'. */
export function publicBaseUrl(config: AppConfig): string {
  return config.publicUrl.replace(/\/+$/, '');
}

/** The issuer Huddle signs staff in with: OIDC_ISSUER, or the dev identity provider at {publicUrl}/oidc. */
export function oidcIssuer(config: AppConfig): string {
  return config.oidc.issuer ?? `${publicBaseUrl(config)}/oidc`;
}

/** True when staff sign in with the dev identity provider (no OIDC_ISSUER configured). */
export function usesDevIdentityProvider(config: AppConfig): boolean {
  return config.oidc.issuer === null;
}

/** The client's redirect URI, {publicUrl}/login/callback. */
export function oidcRedirectUri(config: AppConfig): string {
  return `${publicBaseUrl(config)}${LOGIN_CALLBACK_PATH}`;
}

/** True for http:// URLs on localhost, 127.0.0.0/8 or ::1, the only issuers allowed without TLS. */
export function isLoopbackHttp(url: URL): boolean {
  if (url.protocol !== 'http:') return false;
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Returns a function giving the openid-client Configuration of the issuer:
 * discovered on first use (the dev identity provider listens on the API's own
 * port, so it cannot be discovered before the server listens), then cached.
 * A failed discovery is not cached: the next sign-in tries again.
 * Client authentication is client_secret_basic; plain http is accepted only
 * for loopback issuers.
 */
export function createOidcConfigurationLoader(config: AppConfig): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | null = null;
  return () => {
    pending ??= discover(config).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

async function discover(config: AppConfig): Promise<client.Configuration> {
  const issuer = new URL(oidcIssuer(config));
  const execute = isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [];
  return client.discovery(
    issuer,
    config.oidc.clientId,
    { client_secret: config.oidc.clientSecret },
    client.ClientSecretBasic(config.oidc.clientSecret),
    { execute },
  );
}
