import contentDisposition from 'content-disposition';
import { Hono } from 'hono';
import { Readable } from 'node:stream';
import type { ExportDownloadQuery, ResumeZipRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import type { ExportSettings } from '../config-types.ts';
import type { FileStore } from '../files/file-store.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import type { ErrorLogger } from '../http/error-handler.ts';
import { validJson, validParams, validQuery } from '../http/validate-request.ts';
import { openExportDownload } from '../services/exports/export-download.ts';
import { exportParticipantsCsv } from '../services/exports/export-service.ts';
import { findProgram } from '../services/programs/find-program.ts';
import { buildResumeZip } from '../services/exports/resume-zip-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/**
 * The participants list downloads (spec §2 'Email Export', 'Resume Download'),
 * permission participants.export and program scope:
 * - GET /api/events/{eventId}/years/{year}/export → 200 text/csv (BOM),
 *   attachment pe_export.csv, streamed; also stored (under 'exports/' in
 *   the file store) and emailed to the staff member as a link; a failure
 *   after the response started is logged (logError);
 * - GET /api/exports/{exportId}/download?token=... → 200 the stored CSV;
 *   404 unknown export or wrong token, 403 program outside the staff
 *   member's families, 410 expired link (openExportDownload);
 * - POST /api/events/{eventId}/resumes/zip { registrationIds } → 200
 *   application/zip attachment; 409 for a program that is not a resume
 *   program, 404 when none of the chosen has a file.
 */
export function exportRoutes(
  ctx: ServiceContext,
  fileStore: FileStore,
  settings: Pick<ExportSettings, 'retentionDays'>,
  logError: ErrorLogger,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };

  const csv = apiOperations.exportParticipants;
  routes.get(
    routePath(csv),
    requirePermission(csv.permission, session),
    validParams<{ eventId: number; year: number }>(csv),
    requireProgramScope(session),
    async (c) => {
      const { eventId, year } = c.req.valid('param');
      const file = await exportParticipantsCsv(ctx, await findProgram(ctx.db, eventId), year, actorOf(c), {
        store: fileStore,
        retentionDays: settings.retentionDays,
        onError: (error) => logError(`GET ${c.req.path} failed while streaming`, error),
      });
      return c.body(file.body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(file.filename),
      });
    },
  );

  const download = apiOperations.downloadExport;
  routes.get(
    routePath(download),
    requirePermission(download.permission, session),
    validParams<{ exportId: number }>(download),
    validQuery<ExportDownloadQuery>(download),
    async (c) => {
      const user = currentUser(c);
      if (user === null) throw new Error('requirePermission let a request without a user through');
      const file = await openExportDownload(ctx, fileStore, user, c.req.valid('param').exportId, c.req.valid('query').token);
      return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-length': String(file.sizeBytes),
        'content-disposition': contentDisposition(file.filename),
      });
    },
  );

  const zip = apiOperations.downloadResumes;
  routes.post(
    routePath(zip),
    requirePermission(zip.permission, session),
    validParams<{ eventId: number }>(zip),
    requireProgramScope(session),
    validJson<ResumeZipRequest>(zip),
    async (c) => {
      const program = await findProgram(ctx.db, c.req.valid('param').eventId);
      const archive = await buildResumeZip(ctx, fileStore, program, c.req.valid('json').registrationIds, actorOf(c).email);
      return c.body(archive.body, 200, {
        'content-type': 'application/zip',
        'content-disposition': contentDisposition(archive.filename),
      });
    },
  );
  return routes;
}
