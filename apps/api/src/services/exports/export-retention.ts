import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../files/file-store.ts';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.ts';

/** How often the server removes old exports. */
export const EXPORT_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the exports created more than `retentionDays` days before `now`
 * (EXPORT_RETENTION_DAYS): first the file, then the row, one by one, so a
 * failure leaves at most a row whose file is gone (removed again next time;
 * deleting a missing file succeeds). Their links then answer 404. Resolves
 * with the number of exports removed.
 */
export async function sweepOldExports(db: Kysely<Database>, store: FileStore, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const old = await db.selectFrom('exports').select(['id', 'file_key']).where('created_at', '<', cutoff).orderBy('id').execute();
  let removed = 0;
  for (const row of old) {
    await store.delete(row.file_key);
    const deleted = await db.deleteFrom('exports').where('id', '=', row.id).executeTakeFirst();
    removed += Number(deleted.numDeletedRows);
  }
  return removed;
}

/** A running retention schedule; stop() clears the timer. */
export type ExportRetention = PeriodicJob;

/**
 * Runs sweepOldExports at once and then every hour (server.ts). Errors are
 * reported through `onError` and the schedule goes on; the timer does not
 * keep the process alive.
 */
export function startExportRetention(
  db: Kysely<Database>,
  store: FileStore,
  options: { retentionDays: number; now?: () => Date; onError?: (error: unknown) => void },
): ExportRetention {
  const now = options.now ?? (() => new Date());
  return startPeriodicJob(() => sweepOldExports(db, store, now(), options.retentionDays), EXPORT_RETENTION_INTERVAL_MS, options.onError);
}
