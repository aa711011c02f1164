import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LOOKUP_LIMIT } from '../config-rate-limits.ts';
import { clientRateLimit, type RateLimit, type RateLimitScope } from './client-rate-limit.ts';

/** How many public look-ups (player, college, conference searches, player preload) one client address may make per window. */
export type LookupRateLimit = RateLimit;

/**
 * Default: 600 look-ups per client address every 10 minutes (LOOKUP_RATE_LIMIT,
 * LOOKUP_RATE_WINDOW_SECONDS). More generous than submissions: a search fires
 * as the applicant types (debounced).
 */
export const DEFAULT_LOOKUP_RATE_LIMIT: LookupRateLimit = DEFAULT_LOOKUP_LIMIT;

/** Rate limit on the public player database look-ups, counted separately from submissions: 429 problem past the limit. */
export function lookupRateLimit(
  options: LookupRateLimit = DEFAULT_LOOKUP_RATE_LIMIT,
  scope: RateLimitScope = { name: 'lookup' },
): MiddlewareHandler {
  return clientRateLimit(options, 'Too many look-ups were sent from your address. Please wait a few minutes and try again.', scope);
}
