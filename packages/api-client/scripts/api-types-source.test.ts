import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiTypesSource, generatedTypesFile } from './api-types-source.ts';

describe('generated API client types', () => {
  it('match the OpenAPI document the API serves (run npm run api-client:generate when this fails)', async () => {
    const committed = await readFile(generatedTypesFile, 'utf8');
    const regenerated = await apiTypesSource();
    expect(regenerated === committed, 'packages/api-client/src/paths.gen.ts is stale: run npm run api-client:generate').toBe(true);
  }, 60_000);

  it('type every path of the document', async () => {
    const source = await apiTypesSource();
    expect(source).toContain('"/api/admin/events/{eventId}/components/{componentId}/display-order/{n}": {');
    expect(source).toContain('"application/problem+json": components["schemas"]["ProblemDetails"];');
  }, 60_000);
});
