import { Hono, type Context } from 'hono';
import type { LegendNoteRequest, LegendRequest, LegendsQuery } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import type { FileStore } from '../files/file-store.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { attachmentResponse } from '../http/attachment-response.ts';
import { uploadProblemResponse } from '../http/upload-problem-response.ts';
import { validJson, validParams, validQuery } from '../http/validate-request.ts';
import { listDocuments, openDocument, uploadDocument, type DocumentScope } from '../services/legends/legend-documents-service.ts';
import { legendApplicationHistory, legendTeams } from '../services/legends/legend-history-service.ts';
import { addNote, listNotes } from '../services/legends/legend-notes-service.ts';
import {
  attachLegendPlayer,
  createLegend,
  detachLegendPlayer,
  getLegend,
  listLegends,
  updateLegend,
} from '../services/legends/legend-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/** POST /api/legends/{id}/documents and POST /api/applications/{id}/documents stream their own body (10 MB file): the JSON body limit skips them. */
export function isLegendDocumentUpload(method: string, path: string): boolean {
  return method === 'POST' && /^\/api\/(legends|applications)\/[^/]+\/documents\/?$/.test(path);
}

/**
 * Stores a staff document upload of a Legend or application (uploadDocument)
 * and answers 201 { document }, or the refusal's problem (upload problem types).
 */
export async function answerDocumentUpload(
  c: Context<AppEnv>,
  ctx: ServiceContext,
  store: FileStore,
  scope: DocumentScope,
): Promise<Response> {
  try {
    const document = await uploadDocument(
      ctx,
      store,
      scope,
      { contentType: c.req.header('content-type'), contentLength: c.req.header('content-length'), body: c.req.raw.body },
      actorOf(c),
    );
    return c.json({ document }, 201);
  } catch (error) {
    return uploadProblemResponse(c, error);
  }
}

/**
 * The Legends area (spec §7 api/legends): every route checks its permission
 * (legends.view to read; legends.edit, legends.notes.create,
 * legends.documents.create to change), and every change is audited by its
 * service. See the operations in http/operations/legend-operations.ts.
 */
export function legendRoutes(ctx: ServiceContext, store: FileStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const ops = apiOperations;
  type LegendParam = { legendId: number };

  routes.get(
    routePath(ops.listLegends),
    requirePermission(ops.listLegends.permission, session),
    validQuery<LegendsQuery>(ops.listLegends),
    async (c) => c.json(await listLegends(ctx, c.req.valid('query'))),
  );
  routes.post(
    routePath(ops.createLegend),
    requirePermission(ops.createLegend.permission, session),
    validJson<LegendRequest>(ops.createLegend),
    async (c) => c.json(await createLegend(ctx, c.req.valid('json'), actorOf(c)), 201),
  );
  routes.get(
    routePath(ops.getLegend),
    requirePermission(ops.getLegend.permission, session),
    validParams<LegendParam>(ops.getLegend),
    async (c) => c.json(await getLegend(ctx, c.req.valid('param').legendId)),
  );
  routes.put(
    routePath(ops.updateLegend),
    requirePermission(ops.updateLegend.permission, session),
    validParams<LegendParam>(ops.updateLegend),
    validJson<LegendRequest>(ops.updateLegend),
    async (c) => c.json(await updateLegend(ctx, c.req.valid('param').legendId, c.req.valid('json'), actorOf(c))),
  );
  routes.put(
    routePath(ops.attachLegendPlayer),
    requirePermission(ops.attachLegendPlayer.permission, session),
    validParams<LegendParam & { playerId: number }>(ops.attachLegendPlayer),
    async (c) => {
      const { legendId, playerId } = c.req.valid('param');
      return c.json(await attachLegendPlayer(ctx, legendId, playerId, actorOf(c)));
    },
  );
  routes.delete(
    routePath(ops.detachLegendPlayer),
    requirePermission(ops.detachLegendPlayer.permission, session),
    validParams<LegendParam>(ops.detachLegendPlayer),
    async (c) => {
      await detachLegendPlayer(ctx, c.req.valid('param').legendId, actorOf(c));
      return c.body(null, 204);
    },
  );
  routes.get(
    routePath(ops.listLegendApplications),
    requirePermission(ops.listLegendApplications.permission, session),
    validParams<LegendParam>(ops.listLegendApplications),
    async (c) => c.json(await legendApplicationHistory(ctx, c.req.valid('param').legendId)),
  );
  routes.get(
    routePath(ops.listLegendTeams),
    requirePermission(ops.listLegendTeams.permission, session),
    validParams<LegendParam>(ops.listLegendTeams),
    async (c) => c.json(await legendTeams(ctx, c.req.valid('param').legendId)),
  );
  routes.get(
    routePath(ops.listLegendNotes),
    requirePermission(ops.listLegendNotes.permission, session),
    validParams<LegendParam>(ops.listLegendNotes),
    async (c) => c.json({ notes: await listNotes(ctx, c.req.valid('param')) }),
  );
  routes.post(
    routePath(ops.createLegendNote),
    requirePermission(ops.createLegendNote.permission, session),
    validParams<LegendParam>(ops.createLegendNote),
    validJson<LegendNoteRequest>(ops.createLegendNote),
    async (c) => c.json({ note: await addNote(ctx, c.req.valid('param'), c.req.valid('json'), actorOf(c)) }, 201),
  );
  routes.get(
    routePath(ops.listLegendDocuments),
    requirePermission(ops.listLegendDocuments.permission, session),
    validParams<LegendParam>(ops.listLegendDocuments),
    async (c) => c.json({ documents: await listDocuments(ctx, c.req.valid('param')) }),
  );
  routes.post(
    routePath(ops.uploadLegendDocument),
    requirePermission(ops.uploadLegendDocument.permission, session),
    validParams<LegendParam>(ops.uploadLegendDocument),
    (c) => answerDocumentUpload(c, ctx, store, c.req.valid('param')),
  );
  routes.get(
    routePath(ops.downloadLegendDocument),
    requirePermission(ops.downloadLegendDocument.permission, session),
    validParams<LegendParam & { documentId: string }>(ops.downloadLegendDocument),
    async (c) => {
      const { legendId, documentId } = c.req.valid('param');
      return attachmentResponse(c, await openDocument(ctx, store, { legendId }, documentId));
    },
  );
  return routes;
}
