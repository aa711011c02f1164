import { Hono } from 'hono';
import type { ParticipantsQuery } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams, validQuery } from '../http/validate-request.ts';
import { getParticipantDetail, listParticipants } from '../services/participant-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { changeRegistrationStatus } from '../services/status-change-service.ts';

/**
 * The participants ("people") of a program, for staff:
 * - GET /api/events/{eventId}/people (participants.view): one page, totals;
 * - GET /api/events/{eventId}/people/{personId} (participants.view): detail;
 * - POST /api/events/{eventId}/people/{personId}/status/{statusId}
 *   (participants.decide): approve 2 / reject 3, 409 when spec §4 refuses.
 */
export function participantRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };

  const list = apiOperations.listParticipants;
  routes.get(
    routePath(list),
    requirePermission(list.permission, session),
    validParams<{ eventId: number }>(list),
    validQuery<ParticipantsQuery>(list),
    async (c) => c.json(await listParticipants(ctx, c.req.valid('param').eventId, c.req.valid('query'))),
  );

  const detail = apiOperations.getParticipant;
  routes.get(
    routePath(detail),
    requirePermission(detail.permission, session),
    validParams<{ eventId: number; personId: number }>(detail),
    async (c) => {
      const { eventId, personId } = c.req.valid('param');
      return c.json(await getParticipantDetail(ctx, eventId, personId));
    },
  );

  const decide = apiOperations.changeParticipantStatus;
  routes.post(
    routePath(decide),
    requirePermission(decide.permission, session),
    validParams<{ eventId: number; personId: number; statusId: number }>(decide),
    async (c) => {
      const { eventId, personId, statusId } = c.req.valid('param');
      const user = currentUser(c);
      if (user === null) throw new Error('requirePermission let a request without a user through');
      const actor = { email: user.email, displayName: user.displayName };
      return c.json({ participant: await changeRegistrationStatus(ctx, { eventId, registrationId: personId, statusId, actor }) });
    },
  );
  return routes;
}
