import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database.ts';
import { dialectName } from './dialect-name.ts';

/** Most units of work committed together in one SQLite transaction. */
const MAX_BATCH = 64;

interface PendingWork {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface WorkQueue {
  pending: PendingWork[];
  flushing: boolean;
}

const queues = new WeakMap<Kysely<Database>, WorkQueue>();

/**
 * Runs `work` in a transaction and resolves its result once that transaction
 * is committed (ARCHITECTURE.md §6: a submission is acknowledged only when
 * stored). Given a transaction, `work` runs in it (the caller commits); on
 * Postgres this is `db.transaction().execute(work)`.
 *
 * On SQLite (one writer) the units of work queued while the previous commit
 * runs share one transaction ("group commit"): each runs inside its own
 * SAVEPOINT, so a unit that throws is rolled back alone and rejects with its
 * own error while the others are kept; after the one COMMIT each caller gets
 * its result. A failed COMMIT (or a failed rollback to a savepoint) rejects
 * every unit of the batch and stores none of it. Units run one after the
 * other in queue order, at most MAX_BATCH per transaction, so per-statement
 * and per-commit costs (the WAL write of every touched page, index pages
 * shared by the batch) are paid once per batch instead of once per unit.
 * Durability is that of each COMMIT (see openSqliteDatabase).
 */
export function inGroupCommit<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  if (dialectName(db) !== 'sqlite') return db.transaction().execute(work);
  let queue = queues.get(db);
  if (queue === undefined) {
    queue = { pending: [], flushing: false };
    queues.set(db, queue);
  }
  const target = queue;
  return new Promise<T>((resolve, reject) => {
    target.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (!target.flushing) scheduleFlush(db, target);
  });
}

function scheduleFlush(db: Kysely<Database>, queue: WorkQueue): void {
  queue.flushing = true;
  // setImmediate: the requests already read and validated this turn join the batch.
  setImmediate(() => {
    void flush(db, queue).finally(() => {
      if (queue.pending.length > 0) scheduleFlush(db, queue);
      else queue.flushing = false;
    });
  });
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function flush(db: Kysely<Database>, queue: WorkQueue): Promise<void> {
  const batch = queue.pending.splice(0, MAX_BATCH);
  const outcomes: Outcome[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const unit of batch) {
        await sql`savepoint group_unit`.execute(trx);
        try {
          outcomes.push({ ok: true, value: await unit.work(trx) });
        } catch (error) {
          await sql`rollback to group_unit`.execute(trx);
          outcomes.push({ ok: false, error });
        }
        await sql`release group_unit`.execute(trx);
      }
    });
  } catch (error) {
    batch.forEach((unit, index) => {
      const outcome = outcomes[index];
      unit.reject(outcome !== undefined && !outcome.ok ? outcome.error : error);
    });
    return;
  }
  batch.forEach((unit, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok === true) unit.resolve(outcome.value);
    else unit.reject(outcome?.error);
  });
}
