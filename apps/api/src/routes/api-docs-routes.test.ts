import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { componentRegistry } from '@huddle/components/definitions';
import { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { createSqliteDialect } from '../db/dialects/sqlite.ts';
import { API_DOCS_CSP } from './api-docs-routes.ts';

// The page and its assets need no database: an unmigrated in-memory one will do.
const app = createApp({
  db: new Kysely<Database>({ dialect: createSqliteDialect(':memory:') }),
  config: loadConfig({}),
  registry: componentRegistry,
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the API reference page /api/docs', () => {
  it('serves a page that loads Swagger UI and the served document from the app itself, under a CSP without unsafe scripts', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    const page = await response.text();
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assetPaths = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!).filter((url) => url !== 'data:,');
    expect(assetPaths).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/api-reference-init.js']);
    for (const path of assetPaths) {
      const asset = await app.request(path);
      expect(asset.status, path).toBe(200);
      expect(asset.headers.get('content-security-policy'), path).toBe(API_DOCS_CSP);
      expect(asset.headers.get('content-type'), path).toMatch(path.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect((await asset.text()).length, path).toBeGreaterThan(100);
    }
    const init = await (await app.request('/api/docs/api-reference-init.js')).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain('validatorUrl: null');
  });

  it('answers an unknown asset with a 404 problem', async () => {
    const response = await app.request('/api/docs/other.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});
