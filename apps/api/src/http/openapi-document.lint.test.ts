import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { openApiRoutes } from '../routes/openapi-routes.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** The document as GET /api/openapi.json serves it. */
async function servedDocument(): Promise<string> {
  const response = await openApiRoutes('http://localhost:3000').request('/api/openapi.json');
  expect(response.status).toBe(200);
  return response.text();
}

describe('the served OpenAPI document', () => {
  it('keeps every reference inside the document, under #/components/schemas', async () => {
    const document = JSON.parse(await servedDocument()) as { components: { schemas: Record<string, unknown> } };
    const refs = new Set<string>();
    JSON.stringify(document, (key, value: unknown) => {
      if (key === '$ref') refs.add(String(value));
      if (key === '$id') throw new Error(`$id ${String(value)} left in the document`);
      return value;
    });
    expect(refs.size).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z]+/);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (node, segment) => (node as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')],
          document,
        );
      expect(target, ref).toBeTypeOf('object');
    }
    expect(document.components.schemas.PublicProgram).toMatchObject({ title: 'PublicProgram' });
  });

  it("passes Redocly's recommended rules (kept findings listed with reasons in .redocly.lint-ignore.yaml)", async () => {
    const config = await loadConfig({ configPath: `${apiDir}redocly.yaml` });
    // Named openapi.json in apps/api, the file name the ignore file lists its findings under.
    const problems = await lintFromString({ source: await servedDocument(), absoluteRef: `${apiDir}openapi.json`, config });
    const reported = problems
      .map((problem) => config.addProblemToIgnore(problem))
      .filter((problem) => problem.ignored !== true)
      .map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(reported).toEqual([]);
    // The ignore file is read: without it the kept findings would show.
    expect(problems.length).toBeGreaterThan(0);
  });
});
