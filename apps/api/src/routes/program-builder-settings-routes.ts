import { Hono } from 'hono';
import type { FormPreviewRequest, ProgramSettingsUpdateRequest, TestEmailRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { previewFormValidator } from '../services/program-builder/form-preview-service.ts';
import { getFormVersionDetail, listFormVersions } from '../services/program-builder/form-version-history.ts';
import { getAdminProgram, updateProgramSettings } from '../services/program-builder/program-settings-service.ts';
import { sendTestEmail } from '../services/program-builder/test-email-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/**
 * Program builder: settings, test email and form versions. Each route checks
 * its permission, then the program scope (403 outside the staff member's
 * program families):
 * - GET /api/admin/events/{eventId} (programs.view): settings + editableFields;
 * - PUT /api/admin/events/{eventId} (programs.edit): save settings;
 * - POST /api/admin/events/{eventId}/send-test-email (programs.edit): 202;
 * - GET /api/admin/events/{eventId}/form-versions (programs.view): history;
 * - GET /api/admin/events/{eventId}/form-versions/{versionId} (programs.view);
 * - POST /api/admin/events/{eventId}/form-preview (programs.view): the
 *   validator module of an unsaved draft's form, for the live preview.
 */
export function programBuilderSettingsRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const inScope = requireProgramScope(session);

  const read = apiOperations.getProgramSettings;
  routes.get(routePath(read), requirePermission(read.permission, session), validParams<{ eventId: number }>(read), inScope, async (c) =>
    c.json(await getAdminProgram(ctx, c.req.valid('param').eventId, currentUser(c)?.roles ?? [])),
  );

  const save = apiOperations.updateProgramSettings;
  routes.put(
    routePath(save),
    requirePermission(save.permission, session),
    validParams<{ eventId: number }>(save),
    inScope,
    validJson<ProgramSettingsUpdateRequest>(save),
    async (c) => {
      const caller = { ...actorOf(c), roles: currentUser(c)?.roles ?? [] };
      return c.json(await updateProgramSettings(ctx, c.req.valid('param').eventId, c.req.valid('json'), caller));
    },
  );

  const testEmail = apiOperations.sendProgramTestEmail;
  routes.post(
    routePath(testEmail),
    requirePermission(testEmail.permission, session),
    validParams<{ eventId: number }>(testEmail),
    inScope,
    validJson<TestEmailRequest>(testEmail),
    async (c) => c.json(await sendTestEmail(ctx, c.req.valid('param').eventId, c.req.valid('json'), actorOf(c)), 202),
  );

  const versions = apiOperations.listFormVersions;
  routes.get(
    routePath(versions),
    requirePermission(versions.permission, session),
    validParams<{ eventId: number }>(versions),
    inScope,
    async (c) => c.json({ versions: await listFormVersions(ctx, c.req.valid('param').eventId) }),
  );

  const version = apiOperations.getFormVersion;
  routes.get(
    routePath(version),
    requirePermission(version.permission, session),
    validParams<{ eventId: number; versionId: number }>(version),
    inScope,
    async (c) => {
      const { eventId, versionId } = c.req.valid('param');
      return c.json(await getFormVersionDetail(ctx, eventId, versionId));
    },
  );

  const preview = apiOperations.previewFormValidator;
  routes.post(
    routePath(preview),
    requirePermission(preview.permission, session),
    validParams<{ eventId: number }>(preview),
    inScope,
    validJson<FormPreviewRequest>(preview),
    async (c) => c.json(await previewFormValidator(ctx, c.req.valid('param').eventId, c.req.valid('json'))),
  );
  return routes;
}
