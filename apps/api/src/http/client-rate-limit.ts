import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../config-types.ts';
import type { Database } from '../db/database.ts';
import { dialectName } from '../db/dialect-name.ts';
import { clientAddress } from './client-address.ts';
import { DatabaseRateLimitStore } from './database-rate-limit-store.ts';
import { problem } from './problem.ts';

export type { RateLimit } from '../config-types.ts';

/** Which counter a limit uses and how clients are told apart. */
export interface RateLimitScope {
  /** Counter name ('submit', 'upload', 'lookup'): limits with different names count separately. */
  name: string;
  /** The app's database: on Postgres the counters live there (shared by every instance); otherwise, or without it, in memory. */
  db?: Kysely<Database>;
  /** TRUST_PROXY: proxy hops whose forwarding headers name the client (clientAddress); default 0. */
  trustProxy?: number;
}

/**
 * A rate limit on public routes (ARCHITECTURE.md §6), counted per client
 * address (clientAddress with TRUST_PROXY) in fixed windows: on Postgres in
 * the database, so N instances count together (DatabaseRateLimitStore);
 * on SQLite in this process's memory (one instance). Each call makes its
 * own counter. Past the limit: 429 problem+json whose detail is `detail`,
 * with Retry-After and RateLimit headers.
 */
export function clientRateLimit(options: RateLimit, detail: string, scope: RateLimitScope): MiddlewareHandler {
  const shared = scope.db !== undefined && dialectName(scope.db) === 'postgres';
  return rateLimiter({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientAddress(c, scope.trustProxy ?? 0),
    ...(shared && scope.db !== undefined ? { store: new DatabaseRateLimitStore(scope.db, scope.name, options.windowMs) } : {}),
    handler: (c) => {
      c.header('retry-after', String(Math.ceil(options.windowMs / 1000)));
      return problem(c, 429, 'Too Many Requests', { detail });
    },
  });
}
