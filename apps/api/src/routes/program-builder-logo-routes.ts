import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import type { FileStore } from '../files/file-store.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams } from '../http/validate-request.ts';
import { openHeaderGraphic, uploadHeaderGraphic } from '../services/program-builder/header-graphic-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/** POST /api/admin/{eventId}/logos: left alone by the app's JSON body-size limit (the upload enforces its own 2 MB while streaming). */
export function isHeaderGraphicUpload(method: string, path: string): boolean {
  return method === 'POST' && /^\/api\/admin\/[^/]+\/logos\/?$/.test(path);
}

/** Header graphics are named uniquely per upload, so browsers may keep them. */
const GRAPHIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The program's header graphic (spec §4, §5, §7):
 * - POST /api/admin/{eventId}/logos (programs.edit, program scope):
 *   multipart `file` → 200 HeaderGraphicResponse; headerGraphicPath is set;
 * - GET /api/header-graphics/{eventId}/{fileName} (public, the Banner's
 *   image): the current graphic with its image type, nosniff and a long cache.
 */
export function programBuilderLogoRoutes(ctx: ServiceContext, store: FileStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };

  const upload = apiOperations.uploadHeaderGraphic;
  routes.post(
    routePath(upload),
    requirePermission(upload.permission, session),
    validParams<{ eventId: number }>(upload),
    requireProgramScope(session),
    async (c) =>
      c.json(
        await uploadHeaderGraphic(ctx, store, {
          eventId: c.req.valid('param').eventId,
          contentType: c.req.header('content-type'),
          contentLength: c.req.header('content-length'),
          body: c.req.raw.body,
          actor: actorOf(c),
        }),
      ),
  );

  const serve = apiOperations.getHeaderGraphic;
  routes.get(routePath(serve), validParams<{ eventId: number; fileName: string }>(serve), async (c) => {
    const { eventId, fileName } = c.req.valid('param');
    const graphic = await openHeaderGraphic(ctx, store, eventId, fileName);
    return c.body(Readable.toWeb(graphic.body) as ReadableStream<Uint8Array>, 200, {
      'content-type': graphic.contentType,
      'cache-control': GRAPHIC_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    });
  });
  return routes;
}
