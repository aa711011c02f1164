import { Hono } from 'hono';
import type { AdminSearchQuery } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { familiesOfUser } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validQuery } from '../http/validate-request.ts';
import { adminSearch } from '../services/participants/admin-search-service.ts';
import type { ServiceContext } from '../services/service-context.ts';

/**
 * GET /api/admin/search?q=keyword (participants.view): `{ programs,
 * participants }`, at most 25 each, only of the staff member's program families.
 */
export function adminSearchRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const search = apiOperations.adminSearch;
  routes.get(
    routePath(search),
    requirePermission(search.permission, { db: ctx.db, now: ctx.now }),
    validQuery<AdminSearchQuery>(search),
    async (c) => c.json(await adminSearch(ctx, familiesOfUser(currentUser(c)), c.req.valid('query').q)),
  );
  return routes;
}
