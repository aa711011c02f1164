import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The upload ids the open, unexpired drafts reference (FileUpload answers
 * `{ uploadId, fileName }` anywhere in their answers): the unclaimed-upload
 * sweep keeps these files, so an application finished from a saved draft
 * still has its uploads within the draft's 30 days.
 */
export async function draftUploadIds(db: Kysely<Database>, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('drafts')
    .select('answers_json')
    .where('submitted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
  const ids = new Set<string>();
  for (const row of rows) collectUploadIds(JSON.parse(row.answers_json) as unknown, ids);
  return ids;
}

function collectUploadIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectUploadIds(item, into);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const { uploadId } = value as { uploadId?: unknown };
  if (typeof uploadId === 'string') into.add(uploadId);
  for (const child of Object.values(value)) collectUploadIds(child, into);
}
