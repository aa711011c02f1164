import type { ServiceContext } from '../service-context.ts';
import { RepeatedSubmissionError, storedSubmissionResult } from './submission-keys.ts';
import { submitApplication, type SubmissionInput, type SubmissionResult } from './submission-service.ts';

/**
 * Submits once per key (ARCHITECTURE.md §6 "exactly once"): with an
 * Idempotency-Key, the first request stores the application and its result;
 * a repeat (sequential or concurrent, on any instance) gets that first
 * result with `replayed: true`, whatever its body, and stores and sends
 * nothing. Without a key, every call is a new submission (API clients).
 * Errors as submitApplication.
 */
export async function submitOnce(
  ctx: ServiceContext,
  input: SubmissionInput & { idempotencyKey?: string },
): Promise<{ result: SubmissionResult; replayed: boolean }> {
  try {
    return { result: await submitApplication(ctx, input), replayed: false };
  } catch (error) {
    if (!(error instanceof RepeatedSubmissionError)) throw error;
    const first = await storedSubmissionResult(ctx.db, error.programId, error.idempotencyKey);
    if (first === undefined) throw new Error(`Submission key of program ${error.programId} vanished`, { cause: error });
    return { result: first, replayed: true };
  }
}
