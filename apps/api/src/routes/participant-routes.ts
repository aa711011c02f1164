import { Hono, type Context } from 'hono';
import type { ParticipantsQuery } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams, validQuery } from '../http/validate-request.ts';
import { getParticipantDetail, listParticipants } from '../services/participants/participant-service.ts';
import { deleteRegistration } from '../services/registrations/registration-delete-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { changeRegistrationStatus, type StaffActor } from '../services/registrations/status-change-service.ts';

/**
 * The participants ("people") of a program, for staff. Every route checks
 * its permission, then the program scope (403 outside the staff member's
 * program families):
 * - GET /api/events/{eventId}/people (participants.view): one page, totals;
 * - GET /api/events/{eventId}/people/{personId} (participants.view): detail;
 * - POST /api/events/{eventId}/people/{personId}/status/{statusId}
 *   (participants.decide): approve 2 / reject 3 / Out of Business 11, 409
 *   when spec §4 refuses;
 * - DELETE /api/events/{eventId}/people/{personId} (participants.delete):
 *   204, the submission is removed (soft delete).
 */
export function participantRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const inScope = requireProgramScope(session);

  const list = apiOperations.listParticipants;
  routes.get(
    routePath(list),
    requirePermission(list.permission, session),
    validParams<{ eventId: number }>(list),
    inScope,
    validQuery<ParticipantsQuery>(list),
    async (c) => c.json(await listParticipants(ctx, c.req.valid('param').eventId, c.req.valid('query'))),
  );

  const detail = apiOperations.getParticipant;
  routes.get(
    routePath(detail),
    requirePermission(detail.permission, session),
    validParams<{ eventId: number; personId: number }>(detail),
    inScope,
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
    inScope,
    async (c) => {
      const { eventId, personId, statusId } = c.req.valid('param');
      return c.json({
        participant: await changeRegistrationStatus(ctx, { eventId, registrationId: personId, statusId, actor: actorOf(c) }),
      });
    },
  );

  const remove = apiOperations.deleteParticipant;
  routes.delete(
    routePath(remove),
    requirePermission(remove.permission, session),
    validParams<{ eventId: number; personId: number }>(remove),
    inScope,
    async (c) => {
      const { eventId, personId } = c.req.valid('param');
      await deleteRegistration(ctx, { eventId, registrationId: personId, actor: actorOf(c) });
      return c.body(null, 204);
    },
  );
  return routes;
}

/**
 * The signed-in staff member acting on a route guarded by requirePermission
 * (which answers 401 without one).
 */
export function actorOf(c: Context<AppEnv>): StaffActor {
  const user = currentUser(c);
  if (user === null) throw new Error('requirePermission let a request without a user through');
  return { email: user.email, displayName: user.displayName };
}
