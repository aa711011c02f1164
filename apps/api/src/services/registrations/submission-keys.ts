import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SubmissionResult } from './submission-service.ts';

/** Longest Idempotency-Key accepted. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Visible ASCII only (the apps send a UUID). */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** True for a usable Idempotency-Key: 1 to 255 visible ASCII characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && KEY_PATTERN.test(key);
}

/** Thrown inside a submission's transaction when its key was stored first by another request (the transaction rolls back). */
export class RepeatedSubmissionError extends Error {
  constructor(
    readonly programId: number,
    readonly idempotencyKey: string,
  ) {
    super(`Submission key already used for program ${programId}`);
  }
}

/**
 * Records a submission's key with its result in the submission's
 * transaction (UNIQUE (program_id, idempotency_key): on Postgres a concurrent
 * insert of the same key waits for the other transaction). Throws
 * RepeatedSubmissionError when the key is already stored, which rolls the
 * whole submission back: no second registration, no second email.
 */
export async function recordSubmissionKey(
  trx: Kysely<Database>,
  input: { programId: number; idempotencyKey: string; result: SubmissionResult; now: Date },
): Promise<void> {
  const inserted = await trx
    .insertInto('submission_keys')
    .values({
      program_id: input.programId,
      idempotency_key: input.idempotencyKey,
      registration_id: input.result.registrationId,
      response_json: JSON.stringify(input.result),
      created_at: input.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['program_id', 'idempotency_key']).doNothing())
    .returning('registration_id')
    .executeTakeFirst();
  if (inserted === undefined) throw new RepeatedSubmissionError(input.programId, input.idempotencyKey);
}

/** The answer the first submission with this key got in this program; undefined when the key is new. */
export async function storedSubmissionResult(
  db: Kysely<Database>,
  programId: number,
  idempotencyKey: string,
): Promise<SubmissionResult | undefined> {
  const row = await db
    .selectFrom('submission_keys')
    .select('response_json')
    .where('program_id', '=', programId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.response_json) as SubmissionResult);
}
