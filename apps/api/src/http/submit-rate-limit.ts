import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { problem } from './problem.ts';

/** How many public submissions one client address may make per window. */
export interface SubmitRateLimit {
  limit: number;
  windowMs: number;
}

/** Default: 20 submissions per client address every 10 minutes. */
export const DEFAULT_SUBMIT_RATE_LIMIT: SubmitRateLimit = { limit: 20, windowMs: 10 * 60 * 1000 };

/**
 * The client's address as the Node server saw it; requests that did not come
 * through a socket (app.request() in tests) share one 'local' key.
 */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * Rate limit on the public submit route (ARCHITECTURE.md §6), counted per
 * client address in memory (each API instance counts its own clients).
 * Past the limit: 429 problem+json with Retry-After and RateLimit headers.
 */
export function submitRateLimit(options: SubmitRateLimit = DEFAULT_SUBMIT_RATE_LIMIT): MiddlewareHandler {
  return rateLimiter({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientAddress,
    handler: (c) => {
      c.header('retry-after', String(Math.ceil(options.windowMs / 1000)));
      return problem(c, 429, 'Too Many Requests', {
        detail: 'Too many applications were sent from your address. Please wait a few minutes and try again.',
      });
    },
  });
}
