import contentDisposition from 'content-disposition';
import { Hono } from 'hono';
import type { ResumeZipRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import type { FileStore } from '../files/file-store.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { exportParticipantsCsv } from '../services/exports/export-service.ts';
import { findProgram } from '../services/programs/find-program.ts';
import { buildResumeZip } from '../services/exports/resume-zip-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/**
 * The participants list downloads (spec §2 'Email Export', 'Resume Download'),
 * permission participants.export and program scope:
 * - GET /api/events/{eventId}/years/{year}/export → 200 text/csv (BOM),
 *   attachment pe_export.csv; also emailed to the staff member;
 * - POST /api/events/{eventId}/resumes/zip { registrationIds } → 200
 *   application/zip attachment; 409 for a program that is not a resume
 *   program, 404 when none of the chosen has a file.
 */
export function exportRoutes(ctx: ServiceContext, fileStore: FileStore): Hono<AppEnv> {
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
      const file = await exportParticipantsCsv(ctx, await findProgram(ctx.db, eventId), year, actorOf(c));
      return c.body(file.body, 200, {
        'content-type': 'text/csv; charset=utf-8',
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
