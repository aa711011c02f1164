import { createServer } from 'node:http';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_SETTINGS } from '../config-rate-limits.ts';
import { DEFAULT_SERVER_TIMEOUTS } from '../config-timeouts.ts';
import { DEFAULT_EXPORT_SETTINGS } from '../config-exports.ts';
import type { AppConfig } from '../config-types.ts';
import { createDevIdentityProvider, devIdentityProviderOptions, isDevIdentityProviderRequest } from './dev-identity-provider.ts';

const config: AppConfig = {
  port: 3000,
  publicUrl: 'http://localhost:3000',
  databaseUrl: null,
  sqlitePath: ':memory:',
  uploadsDir: './data/uploads',
  production: false,
  oidc: { issuer: null, clientId: 'huddle-admin', clientSecret: 'dev-secret' },
  sessionTtlHours: 12,
  staticDirs: { public: '', admin: '' },
  smtpUrl: null,
  mailFrom: 'Huddle Player Engagement <no-reply@huddle.test>',
  stripe: { secretKey: null, webhookSecret: null, api: null },
  rateLimits: DEFAULT_RATE_LIMIT_SETTINGS,
  timeouts: DEFAULT_SERVER_TIMEOUTS,
  exports: DEFAULT_EXPORT_SETTINGS,
};

describe('dev identity provider wiring', () => {
  it('derives its options from the configuration', () => {
    expect(devIdentityProviderOptions(config)).toEqual({
      issuer: 'http://localhost:3000/oidc',
      clientId: 'huddle-admin',
      clientSecret: 'dev-secret',
      redirectUris: ['http://localhost:3000/login/callback'],
      postLogoutRedirectUris: ['http://localhost:3000/'],
    });
  });

  it('claims /oidc and below, only while no OIDC_ISSUER is configured', () => {
    for (const url of ['/oidc', '/oidc/', '/oidc/auth?client_id=x', '/oidc/.well-known/openid-configuration', '/oidc?x=1']) {
      expect(isDevIdentityProviderRequest(url, config)).toBe(true);
    }
    for (const url of ['/', '/oidcx', '/login', '/app/oidc', undefined]) {
      expect(isDevIdentityProviderRequest(url, config)).toBe(false);
    }
    const external = { ...config, oidc: { ...config.oidc, issuer: 'https://id.example.com' } };
    expect(isDevIdentityProviderRequest('/oidc/auth', external)).toBe(false);
  });
});

describe('dev identity provider mounted under /oidc', () => {
  let server: ReturnType<typeof createServer>;
  let base = '';

  beforeAll(async () => {
    let handle: RequestListener = () => {};
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = await createDevIdentityProvider({
      issuer: `${base}/oidc`,
      clientId: 'huddle-admin',
      clientSecret: 'dev-secret',
      redirectUris: [`${base}/login/callback`],
      postLogoutRedirectUris: [`${base}/`],
    });
    handle = (req, res) => provider.handle(req, res);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('publishes its discovery document with every endpoint under /oidc', async () => {
    const response = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${base}/oidc`);
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri']) {
      expect(String(metadata[endpoint])).toMatch(new RegExp(`^${base}/oidc/`));
    }
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'huddle-admin',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: `${base}/login/callback`,
      state: 's',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', base);
    expect(response.status).toBe(303);
    expect(location.pathname).toBe('/login/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('shows its own accessible error page for an unknown client', async () => {
    const response = await fetch(`${base}/oidc/auth?client_id=nobody&response_type=code&scope=openid`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign-in problem</h1>');
  });

  it('answers 404 outside its path and an expired page for an unknown interaction', async () => {
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    const interaction = await fetch(`${base}/oidc/interaction/unknown`);
    expect(interaction.status).toBe(400);
    expect(await interaction.text()).toContain('This sign-in page has expired.');
  });
});
