import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams } from '../http/validate-request.ts';
import { ProblemError } from '../errors/problem-error.ts';
import { findValidatorModule } from '../services/programs/validator-module-service.ts';
import type { ServiceContext } from '../services/service-context.ts';

/**
 * GET /api/form-validators/{file}: a form version's precompiled validator
 * module (issue 11), `{module hash}.js`, as JavaScript that any cache may
 * keep forever (the name changes with the content), with the hash as its
 * ETag. 404 problem for a name no stored module has.
 */
export function formValidatorRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const operation = apiOperations.getFormValidator;
  routes.get(routePath(operation), validParams<{ file: string }>(operation), async (c) => {
    const moduleHash = c.req.valid('param').file.slice(0, -'.js'.length);
    const etag = `"${moduleHash}"`;
    const headers = { 'cache-control': 'public, max-age=31536000, immutable', etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const module = await findValidatorModule(ctx.db, moduleHash);
    if (module === undefined) throw new ProblemError(404, 'Not Found', `No form validator ${moduleHash}.`);
    return c.body(module.source, 200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' });
  });
  return routes;
}
