import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../files/file-store.ts';
import { draftUploadIds } from '../drafts/draft-upload-ids.ts';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.ts';

/** Unclaimed uploads older than this are swept (an applicant has a day to submit). */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** How often the server sweeps. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the uploads no submission claimed (registration_id null) that were
 * stored more than 24 hours before `now`: first the file, then the row, one
 * by one, so a failure leaves at most a row whose file is gone (swept again
 * next time; deleting a missing file succeeds). Claimed uploads are never
 * touched, nor are uploads an open saved draft references (draftUploadIds). Resolves with the number of uploads removed.
 */
export async function sweepUnclaimedUploads(db: Kysely<Database>, store: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  const stale = await db
    .selectFrom('uploads')
    .select(['id', 'storage_key'])
    .where('registration_id', 'is', null)
    .where('created_at', '<', cutoff)
    .execute();
  const kept = stale.length === 0 ? new Set<string>() : await draftUploadIds(db, now);
  let removed = 0;
  for (const upload of stale.filter((candidate) => !kept.has(candidate.id))) {
    await store.delete(upload.storage_key);
    const deleted = await db.deleteFrom('uploads').where('id', '=', upload.id).where('registration_id', 'is', null).executeTakeFirst();
    removed += Number(deleted.numDeletedRows);
  }
  return removed;
}

/** A running sweep schedule; stop() clears the timer. */
export type UploadSweeper = PeriodicJob;

/**
 * Sweeps at once and then every hour (server.ts). Errors are reported through
 * `onError` and the schedule goes on; the timer does not keep the process alive.
 */
export function startUploadSweeper(
  db: Kysely<Database>,
  store: FileStore,
  options: { now?: () => Date; onError?: (error: unknown) => void } = {},
): UploadSweeper {
  const now = options.now ?? (() => new Date());
  return startPeriodicJob(() => sweepUnclaimedUploads(db, store, now()), UPLOAD_SWEEP_INTERVAL_MS, options.onError);
}
