import type { MiddlewareHandler } from 'hono';
import { DEFAULT_SUBMIT_LIMIT } from '../config-rate-limits.ts';
import { clientRateLimit, type RateLimit, type RateLimitScope } from './client-rate-limit.ts';

/** How many public submissions one client address may make per window. */
export type SubmitRateLimit = RateLimit;

/** Default: 20 submissions per client address every 10 minutes (SUBMIT_RATE_LIMIT, SUBMIT_RATE_WINDOW_SECONDS). */
export const DEFAULT_SUBMIT_RATE_LIMIT: SubmitRateLimit = DEFAULT_SUBMIT_LIMIT;

/** Rate limit on the public submit route (and, scaled, on uploads): 429 problem past the limit. `scope` names the counter. */
export function submitRateLimit(
  options: SubmitRateLimit = DEFAULT_SUBMIT_RATE_LIMIT,
  scope: RateLimitScope = { name: 'submit' },
): MiddlewareHandler {
  return clientRateLimit(options, 'Too many applications were sent from your address. Please wait a few minutes and try again.', scope);
}
