/** Retry timing of the outbox worker. */
export interface RetryPolicy {
  /** Delay after the first failed attempt, in milliseconds (default 1 minute). */
  baseDelayMs: number;
  /** Longest delay between attempts, in milliseconds (default 1 hour). */
  maxDelayMs: number;
  /** Attempts before an email is marked 'failed' (default 8). */
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 8 };

/**
 * Exponential backoff: milliseconds to wait after the `attempts`-th failed
 * attempt (1-based): baseDelayMs × 2^(attempts - 1), at most maxDelayMs.
 */
export function retryDelayMs(attempts: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'> = defaultRetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}
