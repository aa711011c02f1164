import type { Kysely } from 'kysely';
import type { UploadedFileEntry } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';

/** The files a registration uploaded, by slot then upload time (spec §2 detail, 'No Uploaded File(s)' when none). */
export async function uploadsOfRegistration(db: Kysely<Database>, registrationId: number): Promise<UploadedFileEntry[]> {
  const rows = await db
    .selectFrom('uploads')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .orderBy('slot')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    uploadId: row.id,
    slot: row.slot,
    fileName: row.stored_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.created_at,
  }));
}
