import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.ts';

/** How long a builder preview's validator module is kept after it was stored: a day, in milliseconds. */
export const PREVIEW_MODULE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How often the server sweeps preview modules: every hour. */
export const PREVIEW_MODULE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes the validator modules stored only for builder previews
 * (purpose 'preview') more than PREVIEW_MODULE_LIFETIME_MS before `now`, in
 * one statement (index validator_modules_purpose_created). Modules of form
 * versions and configuration schemas ('form') stay. Resolves with the
 * number of rows removed.
 */
export async function sweepPreviewValidatorModules(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PREVIEW_MODULE_LIFETIME_MS).toISOString();
  const deleted = await db
    .deleteFrom('validator_modules')
    .where('purpose', '=', 'preview')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Runs sweepPreviewValidatorModules at once and then every hour (server.ts); failures go to `onError`. */
export function startPreviewModuleSweep(
  db: Kysely<Database>,
  options: { now?: () => Date; onError?: (error: unknown) => void } = {},
): PeriodicJob {
  const now = options.now ?? (() => new Date());
  return startPeriodicJob(() => sweepPreviewValidatorModules(db, now()), PREVIEW_MODULE_SWEEP_INTERVAL_MS, options.onError);
}
