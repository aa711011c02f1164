import { sql, type Kysely } from 'kysely';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Database } from '../db/database.ts';
import { dialectName } from '../db/dialect-name.ts';

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
 * On Postgres the upsert commits without waiting for the disk (SET LOCAL
 * synchronous_commit = off): a client's counter row is locked only while it
 * is updated, not during a flush, so many requests from one address do not
 * queue behind each other's fsync. A database crash may forget the last
 * counts (a client gets a few more requests), never acknowledged data.
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
    const count = async (db: Kysely<Database>) =>
      db
        .insertInto('rate_limit_hits')
        .values({ client_key: this.prefix + key, window_start: start.toISOString(), hits: 1, expires_at: end.toISOString() })
        .onConflict((conflict) =>
          conflict.columns(['client_key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
    const row =
      dialectName(this.db) === 'postgres'
        ? await this.db.transaction().execute(async (trx) => {
            await sql`set local synchronous_commit = off`.execute(trx);
            return count(trx);
          })
        : await count(this.db);
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
