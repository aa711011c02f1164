import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { AppConfig } from '../config-types.ts';
import { problemNotFound } from '../http/error-handler.ts';

/** Hashed build output: cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: revalidated on every load. */
const REVALIDATE = 'no-cache';

/** Spec §2: /, /app and /app/ open the analytics dashboard. */
export const HOME_PATH = '/app/dashboards/analytics';

/**
 * Serves the built apps from one origin (ARCHITECTURE.md §2):
 * - `/` (and /app, /app/) → 302 to /app/dashboards/analytics (spec §2);
 * - `/app/*` → the admin app's files (config.staticDirs.admin, built with base
 *   /app/), any other /app path → its index.html (client-side routes);
 * - everything else → the public app's files (config.staticDirs.public), any
 *   other path without a file extension → its index.html.
 * Files under assets/ get a one-year immutable cache, index.html no-cache.
 * A missing file with an extension, or a missing build, is a 404 problem.
 * Mount after every API and sign-in route.
 */
export function staticAppRoutes(staticDirs: AppConfig['staticDirs']): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', (c) => c.redirect(HOME_PATH, 302));
  routes.get('/app', (c) => c.redirect(HOME_PATH, 302));
  routes.get('/app/', (c) => c.redirect(HOME_PATH, 302));
  routes.get('/app/*', appFiles(staticDirs.admin, '/app'));
  routes.get('*', appFiles(staticDirs.public, ''));
  return routes;
}

/** The files of one built app under `prefix`, then its index.html as the fallback. */
function appFiles(root: string, prefix: string): MiddlewareHandler<AppEnv> {
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(root);
  const files = serveStatic<AppEnv>({ root, rewriteRequestPath: (path) => path.slice(prefix.length) || '/' });
  const index = serveStatic<AppEnv>({ path: indexFile });
  const notFound = async (): Promise<undefined> => undefined;
  return async (c: Context<AppEnv>) => {
    if (hasBuild) {
      c.header('cache-control', c.req.path.startsWith(`${prefix}/assets/`) ? IMMUTABLE : REVALIDATE);
      const file = await files(c, notFound);
      if (file instanceof Response) return file;
    }
    c.header('cache-control', REVALIDATE);
    const page = extname(c.req.path) === '' && existsSync(indexFile) ? await index(c, notFound) : undefined;
    if (page instanceof Response) return page;
    c.header('cache-control', 'no-store');
    return problemNotFound(c);
  };
}
