import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * Content-Security-Policy of the API reference page and its assets: scripts
 * from the site only (no 'unsafe-eval', no inline scripts), Swagger UI's
 * inline styles, its data: icons, requests ("Try it out") to the site only.
 */
export const API_DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The page's own script (a file of the site, as the CSP allows no inline
 * script): starts Swagger UI over the document the app serves, with no
 * outside validator badge.
 */
const API_REFERENCE_INIT_SCRIPT = `window.addEventListener('DOMContentLoaded', () => {
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
  });
});
`;

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The page's assets: Swagger UI's bundle and styles from swagger-ui-dist, and the script that starts it. */
const assets: Record<string, { type: string; body: string }> = {
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(join(swaggerUiDir, 'swagger-ui-bundle.js'), 'utf8'),
  },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(swaggerUiDir, 'swagger-ui.css'), 'utf8') },
  'api-reference-init.js': { type: 'text/javascript; charset=utf-8', body: API_REFERENCE_INIT_SCRIPT },
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Huddle API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/api-reference-init.js"></script>
  </body>
</html>
`;

/**
 * GET /api/docs: the API reference page, Swagger UI (swagger-ui-dist, served
 * from the app itself, no CDN) rendering /api/openapi.json; GET
 * /api/docs/{asset}: its script and styles. Page and assets carry
 * API_DOCS_CSP, which the security headers middleware keeps.
 */
export function apiDocsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/api/docs', (c) => {
    c.header('content-security-policy', API_DOCS_CSP);
    c.header('cache-control', 'no-cache');
    return c.html(PAGE);
  });
  routes.get('/api/docs/:asset', (c) => {
    const asset = assets[c.req.param('asset')];
    if (asset === undefined) return c.notFound();
    c.header('content-security-policy', API_DOCS_CSP);
    c.header('cache-control', 'public, max-age=3600');
    return c.body(asset.body, 200, { 'content-type': asset.type });
  });
  return routes;
}
