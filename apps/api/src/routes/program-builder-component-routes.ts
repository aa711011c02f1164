import { Hono } from 'hono';
import type { ComponentCreateRequest, ComponentUpdateRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import {
  addComponent,
  listComponents,
  removeComponent,
  setComponentOrder,
  updateComponent,
} from '../services/program-builder/component-service.ts';
import { listComponentTypes } from '../services/program-builder/component-type-list.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

type ComponentParams = { eventId: number; componentId: number };

/**
 * Program builder components (spec §2 Program Components, §7). Each route
 * checks its permission (add and remove: programs.components.create; other
 * writes: programs.edit; reads: programs.view), then the program scope
 * (GET /api/admin/components names no program). Add answers 201, remove 204.
 */
export function programBuilderComponentRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const inScope = requireProgramScope(session);
  const ops = apiOperations;

  routes.get(routePath(ops.listComponentTypes), requirePermission(ops.listComponentTypes.permission, session), async (c) =>
    c.json(await listComponentTypes(ctx.db, ctx.registry)),
  );
  routes.get(
    routePath(ops.listProgramComponents),
    requirePermission(ops.listProgramComponents.permission, session),
    validParams<{ eventId: number }>(ops.listProgramComponents),
    inScope,
    async (c) => c.json({ components: await listComponents(ctx.db, ctx.registry, c.req.valid('param').eventId) }),
  );
  routes.post(
    routePath(ops.addProgramComponent),
    requirePermission(ops.addProgramComponent.permission, session),
    validParams<{ eventId: number }>(ops.addProgramComponent),
    inScope,
    validJson<ComponentCreateRequest>(ops.addProgramComponent),
    async (c) => c.json({ component: await addComponent(ctx, c.req.valid('param').eventId, c.req.valid('json'), actorOf(c)) }, 201),
  );
  routes.put(
    routePath(ops.updateProgramComponent),
    requirePermission(ops.updateProgramComponent.permission, session),
    validParams<ComponentParams>(ops.updateProgramComponent),
    inScope,
    validJson<ComponentUpdateRequest>(ops.updateProgramComponent),
    async (c) => {
      const { eventId, componentId } = c.req.valid('param');
      return c.json({ component: await updateComponent(ctx, eventId, componentId, c.req.valid('json'), actorOf(c)) });
    },
  );
  routes.delete(
    routePath(ops.removeProgramComponent),
    requirePermission(ops.removeProgramComponent.permission, session),
    validParams<ComponentParams>(ops.removeProgramComponent),
    inScope,
    async (c) => {
      const { eventId, componentId } = c.req.valid('param');
      await removeComponent(ctx, eventId, componentId, actorOf(c));
      return c.body(null, 204);
    },
  );
  routes.put(
    routePath(ops.setComponentDisplayOrder),
    requirePermission(ops.setComponentDisplayOrder.permission, session),
    validParams<ComponentParams & { n: number }>(ops.setComponentDisplayOrder),
    inScope,
    async (c) => {
      const { eventId, componentId, n } = c.req.valid('param');
      return c.json({ components: await setComponentOrder(ctx, eventId, componentId, n, actorOf(c)) });
    },
  );
  return routes;
}
