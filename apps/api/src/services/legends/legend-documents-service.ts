import type { Kysely } from 'kysely';
import { MAX_UPLOAD_BYTES } from '@huddle/components/definitions';
import type { LegendDocument } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { StoredFileNotFoundError, type FileStore } from '../../files/file-store.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import type { ServiceContext } from '../service-context.ts';
import type { UploadDownload } from '../uploads/participant-uploads.ts';
import { MULTIPART_OVERHEAD_BYTES, streamToStore, tooLarge, verifiedContentType, type UploadRequest } from '../uploads/upload-service.ts';
import { auditLegendChange } from './legend-audit.ts';
import type { LegendActor } from './legend-service.ts';

/** Which documents: a Legend's (all their applications' uploads and staff uploads) or one application's. */
export type DocumentScope = { legendId: number } | { applicationId: number };

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

/** Where a document belongs: its Legend and its application, if any. */
interface DocumentOwner {
  legendId: number;
  applicationId: number | null;
}

/**
 * The Legend and application a scope names: 404 problem for an unknown
 * Legend or an application that is unknown or whose registration was removed.
 */
export async function ownerOfScope(db: Kysely<Database>, scope: DocumentScope): Promise<DocumentOwner> {
  if ('legendId' in scope) {
    const legend = await db.selectFrom('legends').select('id').where('id', '=', scope.legendId).executeTakeFirst();
    if (legend === undefined) throw new ProblemError(404, 'Not Found', `There is no Legend ${scope.legendId}.`);
    return { legendId: legend.id, applicationId: null };
  }
  const application = await db
    .selectFrom('legend_applications as la')
    .innerJoin('registrations as r', 'r.id', 'la.registration_id')
    .select(['la.id', 'la.legend_id'])
    .where('la.id', '=', scope.applicationId)
    .where('r.deleted_at', 'is', null)
    .executeTakeFirst();
  if (application === undefined) throw new ProblemError(404, 'Not Found', `There is no Legends application ${scope.applicationId}.`);
  return { legendId: application.legend_id, applicationId: application.id };
}

/** One document row of either source, before it is shown. */
interface DocumentRecord extends LegendDocument {
  storageKey: string;
}

async function documentRecords(db: Kysely<Database>, owner: DocumentOwner): Promise<DocumentRecord[]> {
  let staff = db.selectFrom('legend_documents').selectAll().where('legend_id', '=', owner.legendId);
  if (owner.applicationId !== null) staff = staff.where('application_id', '=', owner.applicationId);
  let uploads = db
    .selectFrom('uploads as u')
    .innerJoin('legend_applications as la', 'la.registration_id', 'u.registration_id')
    .select(['u.id', 'u.stored_name', 'u.content_type', 'u.size_bytes', 'u.storage_key', 'u.created_at', 'la.id as application_id'])
    .where('la.legend_id', '=', owner.legendId);
  if (owner.applicationId !== null) uploads = uploads.where('la.id', '=', owner.applicationId);
  const records: DocumentRecord[] = [
    ...(await staff.execute()).map((row) => ({
      documentId: row.id,
      kind: 'staff' as const,
      applicationId: row.application_id,
      fileName: row.stored_name,
      contentType: row.content_type,
      sizeBytes: row.size_bytes,
      uploadedAt: row.created_at,
      uploadedBy: row.uploaded_by,
      storageKey: row.storage_key,
    })),
    ...(await uploads.execute()).map((row) => ({
      documentId: row.id,
      kind: 'application' as const,
      applicationId: row.application_id,
      fileName: row.stored_name,
      contentType: row.content_type,
      sizeBytes: row.size_bytes,
      uploadedAt: row.created_at,
      uploadedBy: null,
      storageKey: row.storage_key,
    })),
  ];
  return records.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || a.documentId.localeCompare(b.documentId));
}

/** The documents of a scope, newest first (GET .../documents); 404 problem for an unknown scope. */
export async function listDocuments(ctx: Pick<ServiceContext, 'db'>, scope: DocumentScope): Promise<LegendDocument[]> {
  const records = await documentRecords(ctx.db, await ownerOfScope(ctx.db, scope));
  return records.map(({ storageKey: _storageKey, ...document }) => document);
}

/** One document of a scope; 404 problem when the scope has no such document. */
export async function findDocument(db: Kysely<Database>, scope: DocumentScope, documentId: string): Promise<DocumentRecord> {
  const records = await documentRecords(db, await ownerOfScope(db, scope));
  const found = records.find((record) => record.documentId === documentId);
  if (found === undefined) throw new ProblemError(404, 'Not Found', `There is no document ${documentId} here.`);
  return found;
}

/** The bytes of one document of a scope, to send as an attachment; 404 problem when unknown or missing from the store. */
export async function openDocument(
  ctx: Pick<ServiceContext, 'db'>,
  store: FileStore,
  scope: DocumentScope,
  documentId: string,
): Promise<UploadDownload> {
  const document = await findDocument(ctx.db, scope, documentId);
  try {
    return {
      body: await store.get(document.storageKey),
      fileName: document.fileName,
      contentType: document.contentType,
      sizeBytes: document.sizeBytes,
    };
  } catch (error) {
    if (error instanceof StoredFileNotFoundError)
      throw new ProblemError(404, 'Not Found', `The file of document ${documentId} is missing.`);
    throw error;
  }
}

/**
 * A staff upload to a Legend or one of their applications (POST
 * .../documents), under the rules of application uploads (spec §5, §8): one
 * multipart field `file`, streamed and cut at 10 MB (413 'File is too big'),
 * .pdf, .doc, .docx or .txt whose content matches (415), a sanitized name
 * (422 otherwise), not empty (422). Stored under a generated id with one
 * audit_log row ('legend.document'); a refusal stores nothing.
 */
export async function uploadDocument(
  ctx: Ctx,
  store: FileStore,
  scope: DocumentScope,
  request: Omit<UploadRequest, 'eventId'>,
  actor: LegendActor,
): Promise<LegendDocument> {
  const owner = await ownerOfScope(ctx.db, scope);
  if (!/^multipart\/form-data\s*;/i.test(request.contentType ?? '') || request.body === null) {
    throw new ProblemError(415, 'Unsupported Media Type', 'Send the file as multipart/form-data with the field file.');
  }
  if (Number(request.contentLength) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  const received = await streamToStore(store, request.contentType ?? '', request.body, null);
  try {
    const contentType = await verifiedContentType(store, received);
    const at = ctx.now().toISOString();
    const document: LegendDocument = {
      documentId: received.key,
      kind: 'staff',
      applicationId: owner.applicationId,
      fileName: received.storedName,
      contentType,
      sizeBytes: received.sizeBytes,
      uploadedAt: at,
      uploadedBy: actor.email,
    };
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('legend_documents')
        .values({
          id: received.key,
          legend_id: owner.legendId,
          application_id: owner.applicationId,
          original_name: received.originalName.slice(0, 500),
          stored_name: received.storedName,
          content_type: contentType,
          size_bytes: received.sizeBytes,
          storage_key: received.key,
          uploaded_by: actor.email,
          created_at: at,
        })
        .execute();
      await auditLegendChange(trx, {
        at,
        actor: actor.email,
        action: 'legend.document',
        target: `legend:${owner.legendId}`,
        before: null,
        after: document,
      });
    });
    return document;
  } catch (error) {
    await store.delete(received.key);
    throw error;
  }
}
