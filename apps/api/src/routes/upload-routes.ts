import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import type { FileStore } from '../files/file-store.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { attachmentResponse } from '../http/attachment-response.ts';
import { uploadProblemResponse } from '../http/upload-problem-response.ts';
import { DEFAULT_SUBMIT_RATE_LIMIT, submitRateLimit, type SubmitRateLimit } from '../http/submit-rate-limit.ts';
import { validParams } from '../http/validate-request.ts';
import { openParticipantUpload } from '../services/uploads/participant-uploads.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { receiveUpload } from '../services/uploads/upload-service.ts';

/** Uploads allowed per client address: six slots for every application the submit limit allows. */
const UPLOADS_PER_SUBMISSION = 6;

/** POST /api/events/{id}/uploads: the one API route the app's JSON body-size limit leaves alone (it streams up to 10 MB itself). */
export function isUploadRequest(method: string, path: string): boolean {
  return method === 'POST' && /^\/api\/events\/[^/]+\/uploads\/?$/.test(path);
}

/**
 * Application uploads (spec §7):
 * - POST /api/events/{eventId}/uploads (anonymous, same-origin rule and a
 *   per-address rate limit of 6 × the submit limit): multipart `slot` and
 *   `file` streamed into the FileStore → 201 { uploadId, fileName, sizeBytes };
 *   refusals are problems with a type naming the reason (receiveUpload);
 * - GET /api/events/{eventId}/people/{personId}/uploads/{uploadId}
 *   (participants.view, program scope) → the file as an attachment under
 *   its stored name, with its stored media type and nosniff.
 */
export function uploadRoutes(
  ctx: ServiceContext,
  store: FileStore,
  rateLimit: SubmitRateLimit = DEFAULT_SUBMIT_RATE_LIMIT,
  trustProxy = 0,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const upload = apiOperations.uploadFile;
  routes.post(
    routePath(upload),
    submitRateLimit(
      { limit: rateLimit.limit * UPLOADS_PER_SUBMISSION, windowMs: rateLimit.windowMs },
      { name: 'upload', db: ctx.db, trustProxy },
    ),
    validParams<{ eventId: number }>(upload),
    async (c) => {
      try {
        const stored = await receiveUpload(ctx, store, {
          eventId: c.req.valid('param').eventId,
          contentType: c.req.header('content-type'),
          contentLength: c.req.header('content-length'),
          body: c.req.raw.body,
        });
        return c.json(stored, 201);
      } catch (error) {
        return uploadProblemResponse(c, error);
      }
    },
  );

  const download = apiOperations.downloadParticipantUpload;
  const session = { db: ctx.db, now: ctx.now };
  routes.get(
    routePath(download),
    requirePermission(download.permission, session),
    validParams<{ eventId: number; personId: number; uploadId: string }>(download),
    requireProgramScope(session),
    async (c) => {
      return attachmentResponse(c, await openParticipantUpload(ctx.db, store, c.req.valid('param')));
    },
  );
  return routes;
}
