import type { Kysely } from 'kysely';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Database } from '../db/database.ts';
import { takeFirstPrepared } from '../db/prepared-statements.ts';

/**
 * A hono-rate-limiter store in the rate_limit_hits table (migration 0009),
 * so every API instance on one Postgres database counts the same requests
 * (README "Production"). Fixed windows of `windowMs` aligned to the epoch;
 * each hit is one atomic upsert (INSERT ... ON CONFLICT DO UPDATE SET hits =
 * hits + 1 RETURNING hits), so concurrent requests on any instance are each
 * counted once. Keys are prefixed with `name` ('submit', 'upload', 'lookup')
 * so limits count separately. Rows of ended windows are deleted at most
 * once per window by the instance that notices. `now` is the clock.
 *
 * The upsert is one statement in its own implicit transaction: one round
 * trip per request. (A transaction that first set synchronous_commit off
 * took four, and `npm run bench:submit` on Postgres went from 684-868 to
 * 854-945 submissions a second without it.) The table is UNLOGGED on
 * Postgres (migration 0025): an upsert writes no WAL and its commit waits
 * for no flush, so the requests of one address (a proxy, a shared network)
 * wait for each other only the length of the upsert; a Postgres crash
 * empties the counters. The upsert is a prepared statement (takeFirstPrepared).
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  #lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    name: string,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.prefix = `${name}:`;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { start, end } = this.#window();
    await this.#sweep();
    const upsert = this.db
      .insertInto('rate_limit_hits')
      .values({ client_key: this.prefix + key, window_start: start.toISOString(), hits: 1, expires_at: end.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['client_key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })),
      )
      .returning('hits')
      .compile();
    const row = await takeFirstPrepared(this.db, upsert);
    return { totalHits: row.hits, resetTime: end };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { start, end } = this.#window();
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select('hits')
      .where('client_key', '=', this.prefix + key)
      .where('window_start', '=', start.toISOString())
      .executeTakeFirst();
    return row === undefined ? undefined : { totalHits: row.hits, resetTime: end };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit_hits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('client_key', '=', this.prefix + key)
      .where('window_start', '=', this.#window().start.toISOString())
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_hits')
      .where('client_key', '=', this.prefix + key)
      .execute();
  }

  #window(): { start: Date; end: Date } {
    const startMs = Math.floor(this.now() / this.windowMs) * this.windowMs;
    return { start: new Date(startMs), end: new Date(startMs + this.windowMs) };
  }

  async #sweep(): Promise<void> {
    const now = this.now();
    if (now - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = now;
    await this.db.deleteFrom('rate_limit_hits').where('expires_at', '<=', new Date(now).toISOString()).execute();
  }
}
