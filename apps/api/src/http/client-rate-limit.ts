import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { problem } from './problem.ts';

/** How many requests one client address may make per window (milliseconds). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

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
 * A rate limit on public routes (ARCHITECTURE.md §6), counted per client
 * address in memory (each API instance counts its own clients; each call
 * makes its own counter). Past the limit: 429 problem+json whose detail is
 * `detail`, with Retry-After and RateLimit headers.
 */
export function clientRateLimit(options: RateLimit, detail: string): MiddlewareHandler {
  return rateLimiter({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientAddress,
    handler: (c) => {
      c.header('retry-after', String(Math.ceil(options.windowMs / 1000)));
      return problem(c, 429, 'Too Many Requests', { detail });
    },
  });
}
