import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { draftTokenHash } from './draft-token.ts';

/** Title of the 410 problem for an expired or submitted draft. */
export const DRAFT_GONE_TITLE = 'This saved application can no longer be opened';

/** The 410 problem of a draft that `why` ('expired', 'was already submitted'). */
export function draftGone(why: string): ProblemError {
  return new ProblemError(410, DRAFT_GONE_TITLE, `This saved application ${why}.`);
}

/**
 * Closes the draft an application was finished from, inside the submission's
 * transaction `trx`: sets submitted_at and registration_id on the open,
 * unexpired draft of this program with the token. The update re-checks
 * 'not submitted', so a draft closes exactly once; otherwise a 410 problem
 * and the caller's transaction rolls back (nothing is stored).
 */
export async function closeDraftOnSubmit(
  trx: Kysely<Database>,
  input: { token: string; programId: number; registrationId: number; now: Date },
): Promise<void> {
  const at = input.now.toISOString();
  const closed = await trx
    .updateTable('drafts')
    .set({ submitted_at: at, registration_id: input.registrationId, updated_at: at })
    .where('token_hash', '=', draftTokenHash(input.token))
    .where('program_id', '=', input.programId)
    .where('submitted_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) throw draftGone('expired or was already submitted');
}
