import { Hono } from 'hono';
import type { AdminEventsQuery } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { familiesOfUser } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validQuery } from '../http/validate-request.ts';
import { listAdminEvents } from '../services/programs/program-service.ts';
import type { ServiceContext } from '../services/service-context.ts';

/**
 * GET /api/admin/events?scope=picker|forms (permission participants.view):
 * `{ events }` sorted by eventName, only programs of the staff member's
 * program families (programFamiliesOf); picker hides the legends directory
 * and football ops submission programs (spec §2).
 */
export function adminEventRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const list = apiOperations.listAdminEvents;
  routes.get(
    routePath(list),
    requirePermission(list.permission, { db: ctx.db, now: ctx.now }),
    validQuery<AdminEventsQuery>(list),
    async (c) => {
      const families = familiesOfUser(currentUser(c));
      const events = await listAdminEvents(ctx, c.req.valid('query').scope ?? 'forms');
      return c.json({ events: events.filter((event) => families.includes(event.family)) });
    },
  );
  return routes;
}
