import { Hono } from 'hono';
import type { DraftCreateRequest, DraftUpdateRequest, FormFunnelRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import type { RateLimitSettings } from '../config-types.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { clientRateLimit } from '../http/client-rate-limit.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { createDraft, openDraft, updateDraft } from '../services/drafts/draft-service.ts';
import { recordFunnelStep } from '../services/drafts/form-funnel.ts';
import type { ServiceContext } from '../services/service-context.ts';

const SAVES_DETAIL = 'Too many applications were saved from your address. Please wait a few minutes and try again.';
const LOOKS_DETAIL = 'Too many requests were sent from your address. Please wait a few minutes and try again.';

/**
 * Save and finish later, and the form funnel beacon (public routes):
 * - POST /api/events/{eventId}/drafts → 201 { token, expiresAt } (createDraft);
 * - GET /api/drafts/{token} → 200 DraftResponse (openDraft);
 * - PUT /api/drafts/{token} → 200 { token, expiresAt } (updateDraft);
 * - POST /api/events/{eventId}/funnel → 204 (recordFunnelStep).
 * Saves count against their own per-address limit sized as the submit limit
 * (SUBMIT_RATE_LIMIT per SUBMIT_RATE_WINDOW_SECONDS); opening a draft and
 * the beacon against limits sized as the look-up limit. 429 problem past them.
 */
export function draftRoutes(ctx: ServiceContext, limits: Pick<RateLimitSettings, 'submit' | 'lookup' | 'trustProxy'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const scope = (name: string) => ({ name, db: ctx.db, trustProxy: limits.trustProxy });
  const saves = clientRateLimit(limits.submit, SAVES_DETAIL, scope('draft-save'));

  const create = apiOperations.createDraft;
  routes.post(routePath(create), saves, validParams<{ eventId: number }>(create), validJson<DraftCreateRequest>(create), async (c) =>
    c.json(await createDraft(ctx, c.req.valid('param').eventId, c.req.valid('json')), 201),
  );

  const show = apiOperations.getDraft;
  routes.get(
    routePath(show),
    clientRateLimit(limits.lookup, LOOKS_DETAIL, scope('draft-open')),
    validParams<{ token: string }>(show),
    async (c) => c.json(await openDraft(ctx, c.req.valid('param').token)),
  );

  const update = apiOperations.updateDraft;
  routes.put(routePath(update), saves, validParams<{ token: string }>(update), validJson<DraftUpdateRequest>(update), async (c) =>
    c.json(await updateDraft(ctx, c.req.valid('param').token, c.req.valid('json'))),
  );

  const funnel = apiOperations.recordFormFunnel;
  routes.post(
    routePath(funnel),
    clientRateLimit(limits.lookup, LOOKS_DETAIL, scope('funnel')),
    validParams<{ eventId: number }>(funnel),
    validJson<FormFunnelRequest>(funnel),
    async (c) => {
      await recordFunnelStep(ctx, c.req.valid('param').eventId, c.req.valid('json').step);
      return c.body(null, 204);
    },
  );
  return routes;
}
