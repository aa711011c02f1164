import { Hono } from 'hono';
import type { SubmitResponseRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { submitRateLimit, type SubmitRateLimit } from '../http/submit-rate-limit.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { getPublicProgram } from '../services/programs/program-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { submitApplication } from '../services/registrations/submission-service.ts';

/**
 * The public program resource:
 * - GET /api/events/{eventId} → PublicProgram with the current form version;
 * - POST /api/events/{eventId}/responses → 201 { registrationId, status,
 *   statusName, submissionMessage }; 422 'Invalid answers', 409 when closed,
 *   429 past the per-address submit rate limit.
 */
export function eventRoutes(ctx: ServiceContext, rateLimit?: SubmitRateLimit): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const show = apiOperations.getPublicProgram;
  routes.get(routePath(show), validParams<{ eventId: number }>(show), async (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(await getPublicProgram(ctx, c.req.valid('param').eventId));
  });

  const submit = apiOperations.submitResponse;
  routes.post(
    routePath(submit),
    submitRateLimit(rateLimit),
    validParams<{ eventId: number }>(submit),
    validJson<SubmitResponseRequest>(submit),
    async (c) => {
      const { eventId } = c.req.valid('param');
      const { formVersionId, answers, legalDisclaimer } = c.req.valid('json');
      return c.json(await submitApplication(ctx, { eventId, formVersionId, answers, legalDisclaimer }), 201);
    },
  );
  return routes;
}
