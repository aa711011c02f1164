import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams } from '../http/validate-request.ts';
import { resolvePublicPath } from '../services/programs/program-service.ts';
import type { ServiceContext } from '../services/service-context.ts';

/** GET /api/public/paths/{path}: the program behind a public path (spec §2), case-insensitive; 404 problem when unknown. */
export function publicPathRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const lookup = apiOperations.lookupPublicPath;
  routes.get(routePath(lookup), validParams<{ path: string }>(lookup), async (c) => {
    return c.json(await resolvePublicPath(ctx, c.req.valid('param').path));
  });
  return routes;
}
