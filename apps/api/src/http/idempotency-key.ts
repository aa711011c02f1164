import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { ProblemError } from '../errors/problem-error.ts';
import { isValidIdempotencyKey, MAX_IDEMPOTENCY_KEY_LENGTH, storedSubmissionResult } from '../services/registrations/submission-keys.ts';

/** Request header naming one submission attempt (the public app sends a UUID made when the form opens). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Response header set to 'true' on an answer repeated from the first submission with the same key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

/**
 * The request's Idempotency-Key, or undefined without one. A present but
 * unusable key (empty, longer than 255, other than visible ASCII) is a 400
 * problem naming the header.
 */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!isValidIdempotencyKey(key)) {
    throw new ProblemError(400, 'Invalid request', 'The Idempotency-Key header is not valid.', [
      { name: IDEMPOTENCY_KEY_HEADER, reason: `must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters (a UUID)` },
    ]);
  }
  return key;
}

/**
 * Before anything else on the submit route: a request whose Idempotency-Key
 * already stored a submission of this program gets that first 201 answer
 * again with Idempotency-Replayed: true, whatever its body, without
 * counting against the rate limit. Other requests go on.
 */
export function replayStoredSubmission(db: Kysely<Database>): MiddlewareHandler {
  return async (c, next) => {
    const key = idempotencyKeyOf(c);
    const eventId = Number(c.req.param('eventId'));
    if (key !== undefined && Number.isSafeInteger(eventId)) {
      const first = await storedSubmissionResult(db, eventId, key);
      if (first !== undefined) {
        c.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
        return c.json(first, 201);
      }
    }
    await next();
  };
}
