import { Hono } from 'hono';
import type { PublicProgramQuery, SubmitResponseRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { submitRateLimit, type SubmitRateLimit } from '../http/submit-rate-limit.ts';
import { validJson, validParams, validQuery } from '../http/validate-request.ts';
import { publicProgramInLanguage } from '../services/translations/public-program-in-language.ts';
import { getPublicProgram } from '../services/programs/program-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { submitOnce } from '../services/registrations/submit-once.ts';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyKeyOf, replayStoredSubmission } from '../http/idempotency-key.ts';

/**
 * The public program resource:
 * - GET /api/events/{eventId}[?lang=en|es] → PublicProgram with the current
 *   form version, its texts in the language asked (publicProgramInLanguage);
 * - POST /api/events/{eventId}/responses → 201 { registrationId, status,
 *   statusName, submissionMessage } (body language 'en' | 'es' stored on the
 *   registration; the message and emails in that language); 422 'Invalid answers', 409 when closed,
 *   429 past the per-address submit rate limit (`trustProxy`: TRUST_PROXY,
 *   see clientAddress; counted in the database on Postgres). With an
 *   Idempotency-Key header the submission happens once per key and program:
 *   a repeat answers the first 201 with Idempotency-Replayed: true.
 */
export function eventRoutes(ctx: ServiceContext, rateLimit?: SubmitRateLimit, trustProxy = 0): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const show = apiOperations.getPublicProgram;
  routes.get(routePath(show), validParams<{ eventId: number }>(show), validQuery<PublicProgramQuery>(show), async (c) => {
    c.header('cache-control', 'no-cache');
    const english = await getPublicProgram(ctx, c.req.valid('param').eventId);
    return c.json(await publicProgramInLanguage(ctx, english, c.req.valid('query').lang ?? 'en'));
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
      const { formVersionId, answers, legalDisclaimer, draftToken, language } = c.req.valid('json');
      const idempotencyKey = idempotencyKeyOf(c);
      const { result, replayed } = await submitOnce(ctx, {
        eventId,
        formVersionId,
        answers,
        legalDisclaimer,
        ...(draftToken === undefined ? {} : { draftToken }),
        language: language ?? 'en',
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      });
      if (replayed) c.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return c.json(result, 201);
    },
  );
  return routes;
}
