import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams } from '../http/validate-request.ts';
import { listStatuses } from '../services/participants/participant-service.ts';
import type { ServiceContext } from '../services/service-context.ts';

/** GET /api/events/{eventId}/registrations/{registrationId}/statuses (participants.view, program scope): `{ statuses }`, newest first. */
export function registrationRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const statuses = apiOperations.listRegistrationStatuses;
  routes.get(
    routePath(statuses),
    requirePermission(statuses.permission, { db: ctx.db, now: ctx.now }),
    validParams<{ eventId: number; registrationId: number }>(statuses),
    requireProgramScope({ db: ctx.db, now: ctx.now }),
    async (c) => {
      const { eventId, registrationId } = c.req.valid('param');
      return c.json({ statuses: await listStatuses(ctx, eventId, registrationId) });
    },
  );
  return routes;
}
