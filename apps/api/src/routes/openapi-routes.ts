import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { buildOpenApiDocument } from '../http/openapi-document.ts';

/** GET /api/openapi.json: the OpenAPI 3.1 document, built once from the operation table and @huddle/schemas. */
export function openApiRoutes(publicUrl: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const document = buildOpenApiDocument(publicUrl);
  routes.get(routePath(apiOperations.getOpenApi), (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(document);
  });
  return routes;
}
