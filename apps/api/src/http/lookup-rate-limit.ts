import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { problem } from './problem.ts';

/** How many public look-ups (player, college, conference searches, player preload) one client address may make per window. */
export interface LookupRateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Default: 600 look-ups per client address every 10 minutes. More generous
 * than submissions: a search fires as the applicant types (debounced).
 */
export const DEFAULT_LOOKUP_RATE_LIMIT: LookupRateLimit = { limit: 600, windowMs: 10 * 60 * 1000 };

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * Rate limit on the public player database look-ups (ARCHITECTURE.md §6),
 * counted per client address in memory, separately from submissions. Past
 * the limit: 429 problem+json with Retry-After and RateLimit headers.
 */
export function lookupRateLimit(options: LookupRateLimit = DEFAULT_LOOKUP_RATE_LIMIT): MiddlewareHandler {
  return rateLimiter({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientAddress,
    handler: (c) => {
      c.header('retry-after', String(Math.ceil(options.windowMs / 1000)));
      return problem(c, 429, 'Too Many Requests', {
        detail: 'Too many look-ups were sent from your address. Please wait a few minutes and try again.',
      });
    },
  });
}
