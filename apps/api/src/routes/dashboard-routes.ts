import { Hono } from 'hono';
import type { DashboardQuery } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { familiesOfUser } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validQuery } from '../http/validate-request.ts';
import { dashboardFigures } from '../services/participants/dashboard-service.ts';
import type { ServiceContext } from '../services/service-context.ts';

/**
 * GET /api/admin/dashboard?eventYear=2026 (participants.view): the analytics
 * figures of the staff member's program families (see dashboardFigures).
 */
export function dashboardRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const dashboard = apiOperations.getDashboard;
  routes.get(
    routePath(dashboard),
    requirePermission(dashboard.permission, { db: ctx.db, now: ctx.now }),
    validQuery<DashboardQuery>(dashboard),
    async (c) => c.json(await dashboardFigures(ctx, familiesOfUser(currentUser(c)), c.req.valid('query').eventYear)),
  );
  return routes;
}
