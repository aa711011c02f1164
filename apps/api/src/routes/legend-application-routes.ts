import { Hono } from 'hono';
import type { ApplicationsQuery, ApplicationUpdateRequest, LegendNoteRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import type { FileStore } from '../files/file-store.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { attachmentResponse } from '../http/attachment-response.ts';
import { validJson, validParams, validQuery } from '../http/validate-request.ts';
import { getApplication, listApplications, updateApplication } from '../services/legends/legend-application-service.ts';
import { listDocuments, openDocument } from '../services/legends/legend-documents-service.ts';
import { legendCategoryChoices, legendStatuses, type LegendCategory } from '../services/legends/legend-helpers.ts';
import { addNote, getNote, listNotes } from '../services/legends/legend-notes-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';
import { answerDocumentUpload } from './legend-routes.ts';

/**
 * Legends applications (spec §7 api/applications: list, read, the business
 * description, documents and the notes about a document) and the legend
 * helpers (api/legend-helpers: category choices, statuses). Every route
 * checks its permission; changes are audited by their services.
 */
export function legendApplicationRoutes(ctx: ServiceContext, store: FileStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const ops = apiOperations;
  type ApplicationParam = { applicationId: number };
  type DocumentParam = ApplicationParam & { documentId: string };

  routes.get(
    routePath(ops.listApplications),
    requirePermission(ops.listApplications.permission, session),
    validQuery<ApplicationsQuery>(ops.listApplications),
    async (c) => c.json(await listApplications(ctx, c.req.valid('query'))),
  );
  routes.get(
    routePath(ops.getApplication),
    requirePermission(ops.getApplication.permission, session),
    validParams<ApplicationParam>(ops.getApplication),
    async (c) => c.json({ application: await getApplication(ctx, c.req.valid('param').applicationId) }),
  );
  routes.put(
    routePath(ops.updateApplication),
    requirePermission(ops.updateApplication.permission, session),
    validParams<ApplicationParam>(ops.updateApplication),
    validJson<ApplicationUpdateRequest>(ops.updateApplication),
    async (c) => c.json({ application: await updateApplication(ctx, c.req.valid('param').applicationId, c.req.valid('json'), actorOf(c)) }),
  );
  routes.get(
    routePath(ops.listApplicationDocuments),
    requirePermission(ops.listApplicationDocuments.permission, session),
    validParams<ApplicationParam>(ops.listApplicationDocuments),
    async (c) => c.json({ documents: await listDocuments(ctx, c.req.valid('param')) }),
  );
  routes.post(
    routePath(ops.uploadApplicationDocument),
    requirePermission(ops.uploadApplicationDocument.permission, session),
    validParams<ApplicationParam>(ops.uploadApplicationDocument),
    (c) => answerDocumentUpload(c, ctx, store, c.req.valid('param')),
  );
  routes.get(
    routePath(ops.downloadApplicationDocument),
    requirePermission(ops.downloadApplicationDocument.permission, session),
    validParams<DocumentParam>(ops.downloadApplicationDocument),
    async (c) => {
      const { applicationId, documentId } = c.req.valid('param');
      return attachmentResponse(c, await openDocument(ctx, store, { applicationId }, documentId));
    },
  );
  routes.get(
    routePath(ops.listDocumentNotes),
    requirePermission(ops.listDocumentNotes.permission, session),
    validParams<DocumentParam>(ops.listDocumentNotes),
    async (c) => c.json({ notes: await listNotes(ctx, c.req.valid('param')) }),
  );
  routes.post(
    routePath(ops.createDocumentNote),
    requirePermission(ops.createDocumentNote.permission, session),
    validParams<DocumentParam>(ops.createDocumentNote),
    validJson<LegendNoteRequest>(ops.createDocumentNote),
    async (c) => c.json({ note: await addNote(ctx, c.req.valid('param'), c.req.valid('json'), actorOf(c)) }, 201),
  );
  routes.get(
    routePath(ops.getDocumentNote),
    requirePermission(ops.getDocumentNote.permission, session),
    validParams<DocumentParam & { noteId: number }>(ops.getDocumentNote),
    async (c) => {
      const { noteId, ...scope } = c.req.valid('param');
      return c.json({ note: await getNote(ctx, scope, noteId) });
    },
  );
  routes.get(
    routePath(ops.listLegendCategoryChoices),
    requirePermission(ops.listLegendCategoryChoices.permission, session),
    validParams<{ category: LegendCategory }>(ops.listLegendCategoryChoices),
    (c) => c.json(legendCategoryChoices(c.req.valid('param').category)),
  );
  routes.get(routePath(ops.listLegendStatuses), requirePermission(ops.listLegendStatuses.permission, session), (c) =>
    c.json(legendStatuses()),
  );
  return routes;
}
