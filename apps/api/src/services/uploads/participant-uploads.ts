import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { StoredFileNotFoundError, type FileStore } from '../../files/file-store.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findRegistration } from '../participants/participant-service.ts';

/** A stored file ready to send: its stream, stored name and media type. */
export interface UploadDownload {
  body: Readable;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * GET /api/events/{eventId}/people/{personId}/uploads/{uploadId}: the file
 * the participant (a live registration of this program) uploaded. 404
 * problem for an unknown or removed participant, an upload of another
 * registration, or a file missing from the store.
 */
export async function openParticipantUpload(
  db: Kysely<Database>,
  store: FileStore,
  target: { eventId: number; personId: number; uploadId: string },
): Promise<UploadDownload> {
  await findRegistration(db, target.eventId, target.personId);
  const upload = await db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', target.uploadId)
    .where('registration_id', '=', target.personId)
    .where('program_id', '=', target.eventId)
    .executeTakeFirst();
  const notFound = () => new ProblemError(404, 'Not Found', `Participant ${target.personId} has no upload ${target.uploadId}.`);
  if (upload === undefined) throw notFound();
  try {
    return {
      body: await store.get(upload.storage_key),
      fileName: upload.stored_name,
      contentType: upload.content_type,
      sizeBytes: upload.size_bytes,
    };
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) throw notFound();
    throw error;
  }
}
