import { Hono } from 'hono';
import type { SubmitResponseRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { submitRateLimit, type SubmitRateLimit } from '../http/submit-rate-limit.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { getPublicProgram } from '../services/programs/program-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { submitOnce } from '../services/registrations/submit-once.ts';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyKeyOf, replayStoredSubmission } from '../http/idempotency-key.ts';

/**
 * The public program resource:
 * - GET /api/events/{eventId} → PublicProgram with the current form version;
 * - POST /api/events/{eventId}/responses → 201 { registrationId, status,
 *   statusName, submissionMessage }; 422 'Invalid answers', 409 when closed,
 *   429 past the per-address submit rate limit (`trustProxy`: TRUST_PROXY,
 *   see clientAddress; counted in the database on Postgres). With an
 *   Idempotency-Key header the submission happens once per key and program:
 *   a repeat answers the first 201 with Idempotency-Replayed: true.
 */
export function eventRoutes(ctx: ServiceContext, rateLimit?: SubmitRateLimit, trustProxy = 0): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const show = apiOperations.getPublicProgram;
  routes.get(routePath(show), validParams<{ eventId: number }>(show), async (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(await getPublicProgram(ctx, c.req.valid('param').eventId));
  });

  const submit = apiOperations.submitResponse;
  routes.post(
    routePath(submit),
    replayStoredSubmission(ctx.db),
    submitRateLimit(rateLimit, { name: 'submit', db: ctx.db, trustProxy }),
    validParams<{ eventId: number }>(submit),
    validJson<SubmitResponseRequest>(submit),
    async (c) => {
      const { eventId } = c.req.valid('param');
      const { formVersionId, answers, legalDisclaimer, draftToken } = c.req.valid('json');
      const idempotencyKey = idempotencyKeyOf(c);
      const { result, replayed } = await submitOnce(ctx, {
        eventId,
        formVersionId,
        answers,
        legalDisclaimer,
        ...(draftToken === undefined ? {} : { draftToken }),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      });
      if (replayed) c.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return c.json(result, 201);
    },
  );
  return routes;
}
