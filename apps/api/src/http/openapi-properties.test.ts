import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { documentedOperations } from '../test-support/openapi-conformance.ts';
import { requestArbitrary, type GeneratedRequest } from '../test-support/openapi-request-arbitrary.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Operations left out: sign-in talks to the identity provider (its own tests
 * cover it), and signing out would end the admin session the run uses.
 */
const LEFT_OUT = new Set(['login', 'loginCallback', 'logout']);

/** Generated requests per operation and caller; the run stays well under a minute and a half per dialect. */
const RUNS_PER_OPERATION = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 4);

/**
 * Requests generated from each operation's request schemas (valid and off
 * them) to every operation of /api/openapi.json, as the seeded admin and
 * anonymously (issue 18): every answer has a status the operation declares
 * and a body its schema accepts (createTestApp checks each response), and
 * none is a 5xx or an unexpected logged error.
 */
describe.each(testDialects())('generated requests to every documented operation on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    adminCookie = await t.cookieFor('admin@huddle.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (request: GeneratedRequest, cookie: string | undefined): Promise<Response> =>
    t.app.request(request.url, {
      method: request.method,
      headers: { origin: 'http://localhost:3000', ...request.headers, ...(cookie === undefined ? {} : { cookie }) },
      ...(request.body === undefined ? {} : { body: request.body }),
    });

  it.skipIf(skip)(
    'answers only documented statuses with conforming bodies and never a 5xx, as admin and anonymous',
    async () => {
      const started = Date.now();
      let requests = 0;
      for (const operation of documentedOperations.filter((candidate) => !LEFT_OUT.has(candidate.operationId))) {
        for (const caller of ['admin', 'anonymous'] as const) {
          await fc.assert(
            fc.asyncProperty(requestArbitrary(operation), async (request) => {
              requests += 1;
              t.loggedErrors.length = 0;
              const response = await send(request, caller === 'admin' ? adminCookie : undefined);
              await response.arrayBuffer();
              expect(response.status, `${caller} ${request.method} ${request.url}`).toBeLessThan(500);
              expect(t.loggedErrors, `${caller} ${request.method} ${request.url}`).toEqual([]);
            }),
            { numRuns: RUNS_PER_OPERATION },
          );
        }
      }
      console.info(`${dialect.name}: ${requests} generated requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    180_000,
  );
});
