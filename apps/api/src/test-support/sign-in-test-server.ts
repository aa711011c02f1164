import { createServer } from 'node:http';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../app-env.ts';
import { DEFAULT_RATE_LIMIT_SETTINGS } from '../config-rate-limits.ts';
import { DEFAULT_SERVER_TIMEOUTS } from '../config-timeouts.ts';
import { DEFAULT_EXPORT_SETTINGS } from '../config-exports.ts';
import type { AppConfig } from '../config-types.ts';
import type { Database } from '../db/database.ts';
import { adminUserRoutes } from '../auth/admin-user-route.ts';
import { authRoutes } from '../auth/auth-routes.ts';
import { createDevIdentityProvider, devIdentityProviderOptions, isDevIdentityProviderRequest } from '../auth/dev-identity-provider.ts';
import { sameOriginGuard } from '../auth/same-origin-guard.ts';
import { requirePermission, sessionMiddleware } from '../auth/session-middleware.ts';

/** A real loopback HTTP server running the sign-in pieces the way server.ts wires them. */
export interface SignInTestServer {
  baseUrl: string;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Test support: listens on 127.0.0.1 (random port), routes /oidc to the dev
 * identity provider and everything else to a Hono app with sameOriginGuard,
 * sessionMiddleware, authRoutes, adminUserRoutes and one probe route
 * `POST /api/probe/decide` guarded by requirePermission('participants.decide').
 */
export async function startSignInTestServer(db: Kysely<Database>, now?: () => Date): Promise<SignInTestServer> {
  let handle: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config: AppConfig = {
    port,
    publicUrl: baseUrl,
    databaseUrl: null,
    sqlitePath: ':memory:',
    uploadsDir: './data/uploads',
    production: false,
    oidc: { issuer: null, clientId: 'huddle-admin', clientSecret: 'test-only-client-secret' },
    sessionTtlHours: 12,
    staticDirs: { public: '', admin: '' },
    smtpUrl: null,
    mailFrom: 'Huddle Player Engagement <no-reply@huddle.test>',
    stripe: { secretKey: null, webhookSecret: null, api: null },
    rateLimits: DEFAULT_RATE_LIMIT_SETTINGS,
    timeouts: DEFAULT_SERVER_TIMEOUTS,
    exports: DEFAULT_EXPORT_SETTINGS,
  };

  const deps = now === undefined ? { db, config } : { db, config, now };
  const app = new Hono<AppEnv>();
  app.use(sameOriginGuard(config));
  app.use(sessionMiddleware(deps));
  app.route('/', authRoutes(deps));
  app.route('/', adminUserRoutes(deps));
  app.post('/api/probe/decide', requirePermission('participants.decide', deps), (c) => c.json({ decided: true }));
  const appListener = getRequestListener(app.fetch);
  const identityProvider = await createDevIdentityProvider(devIdentityProviderOptions(config));

  handle = (req, res) => {
    if (isDevIdentityProviderRequest(req.url, config)) identityProvider.handle(req, res);
    else void appListener(req, res);
  };

  return {
    baseUrl,
    config,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
