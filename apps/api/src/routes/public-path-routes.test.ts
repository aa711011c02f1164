import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programCatalog } from '../seed/catalog/program-catalog.ts';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson } from '../test-support/http.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const catalogPaths = programCatalog.flatMap((program) => program.paths.map((path) => ({ ...path, programId: program.id })));

describe.each(testDialects())('public path lookup on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (!skip) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('resolves every catalog path, in any letter case', async () => {
    expect(catalogPaths.length).toBeGreaterThan(70);
    for (const path of catalogPaths) {
      for (const asRequested of [path.path, path.path.toUpperCase(), path.path.toLowerCase()]) {
        const response = await getJson(t.app, `/api/public/paths/${encodeURIComponent(asRequested)}`);
        expect(response.status, asRequested).toBe(200);
        expect(response.body).toEqual({ path: path.path, programId: path.programId, title: path.title, kind: path.kind ?? 'application' });
      }
    }
    expectSchema('PathLookupResponse', (await getJson(t.app, '/api/public/paths/NFL_Forward_Crowdsourcing')).body);
  });

  it.skipIf(skip)('marks the coaches academy level selection page', async () => {
    const response = await getJson(t.app, '/api/public/paths/coaches-academy-experience');
    expect(response.body).toMatchObject({ kind: 'level-selection' });
  });

  it.skipIf(skip)('answers a 404 problem for an unknown path', async () => {
    const response = await getJson(t.app, '/api/public/paths/no-such-program');
    expect(response.status).toBe(404);
    expect(response.contentType).toBe('application/problem+json');
    expect(response.body).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404 });
    expectSchema('ProblemDetails', response.body);
  });
});
