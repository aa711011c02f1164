import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/database.ts';
import { dialectName } from '../../db/dialect-name.ts';
import { inGroupCommit } from '../../db/group-commit.ts';
import type { MailTransport } from './mail-transport.ts';
import { defaultRetryPolicy, retryDelayMs } from './retry-delay.ts';

/** What startOutboxWorker needs; every number is optional. */
export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  /** Clock; default the system clock. */
  now?: () => Date;
  /** Milliseconds between passes over the outbox (default 5000); 0 runs no timer (drain() only). */
  intervalMs?: number;
  /** Attempts before an email is marked 'failed' (default 8). */
  maxAttempts?: number;
  /** Backoff after the first failure, doubled each time (default 60000 ms). */
  baseDelayMs?: number;
  /** Longest backoff (default 3600000 ms). */
  maxDelayMs?: number;
  /** How long a claimed email is left to one worker before another may retry it (default 300000 ms). */
  claimMs?: number;
  /** Told about each failed attempt (the outbox row keeps the last error too); outboxId null when a whole pass failed (e.g. the database). */
  onError?: (error: unknown, outboxId: number | null) => void;
}

/** A running worker. */
export interface OutboxWorker {
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
  /** Sends every email due now (one attempt each); resolves how many were sent. */
  drain(): Promise<number>;
}

type OutboxRow = Selectable<OutboxTable>;

const ROWS_PER_QUERY = 50;
const MAX_ERROR_LENGTH = 1000;

/**
 * Starts sending the outbox: every intervalMs it picks the 'pending' emails
 * whose next_attempt_at has passed, oldest first, and sends each through the
 * transport with its attachments. Several API instances may run it on one
 * database: a row is claimed by one atomic UPDATE (status still 'pending',
 * still due; attempts + 1, next_attempt_at moved claimMs ahead), so only one
 * worker sends it. The emails a claim brought that were sent get status
 * 'sent' and sent_at together, one transaction per claim (markSent); a failure
 * records last_error and waits baseDelayMs × 2^(attempts-1) (≤ maxDelayMs),
 * and after maxAttempts the email is marked 'failed'.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = {
    now: options.now ?? (() => new Date()),
    maxAttempts: options.maxAttempts ?? defaultRetryPolicy.maxAttempts,
    delay: {
      baseDelayMs: options.baseDelayMs ?? defaultRetryPolicy.baseDelayMs,
      maxDelayMs: options.maxDelayMs ?? defaultRetryPolicy.maxDelayMs,
    },
    claimMs: options.claimMs ?? 300_000,
  };
  let running: Promise<unknown> = Promise.resolve();
  const drain = (): Promise<number> => {
    const pass = running.then(() => sendDue(options, settings));
    running = pass.catch(() => undefined);
    return pass;
  };

  const intervalMs = options.intervalMs ?? 5000;
  const timer =
    intervalMs > 0 ? setInterval(() => void drain().catch((error: unknown) => options.onError?.(error, null)), intervalMs) : null;
  timer?.unref();
  return {
    drain,
    stop: async () => {
      if (timer !== null) clearInterval(timer);
      await running;
    },
  };
}

interface WorkerSettings {
  now: () => Date;
  maxAttempts: number;
  delay: { baseDelayMs: number; maxDelayMs: number };
  claimMs: number;
}

/**
 * One pass: claims due emails ROWS_PER_QUERY at a time and sends them
 * concurrently; ends
 * when none is due, or when a claim brings back an email this pass already
 * tried (only possible with a zero retry delay: it waits for the next pass).
 */
async function sendDue(options: OutboxWorkerOptions, settings: WorkerSettings): Promise<number> {
  const tried = new Set<number>();
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(options.db, settings);
    const fresh = claimed.filter((row) => !tried.has(row.id));
    const files = await attachmentsOf(options.db, fresh);
    for (const row of fresh) tried.add(row.id);
    // The claimed emails go out together (a pooled SMTP transport spreads them over its connections).
    const outcomes = await Promise.all(fresh.map((row) => deliver(options, settings, row, files.get(row.id) ?? [])));
    const delivered = fresh.filter((_, index) => outcomes[index] === true);
    await markSent(options.db, settings, delivered, files);
    sent += delivered.length;
    if (claimed.length === 0 || fresh.length < claimed.length) return sent;
  }
}

/**
 * Atomically takes up to ROWS_PER_QUERY due emails (oldest first) for this
 * worker with one UPDATE ... RETURNING: attempts + 1 and next_attempt_at
 * moved claimMs ahead, so no other worker takes them meanwhile. The outer
 * conditions are checked again on each row, and on Postgres the candidate
 * rows are locked with SKIP LOCKED, so concurrent workers take disjoint
 * sets. Sorted by id.
 */
async function claimDue(db: Kysely<Database>, settings: WorkerSettings): Promise<OutboxRow[]> {
  const now = settings.now();
  const nowText = now.toISOString();
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowText)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(ROWS_PER_QUERY);
  if (dialectName(db) === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: new Date(now.getTime() + settings.claimMs).toISOString(),
    }))
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowText)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

type AttachmentRow = { outbox_id: number; filename: string; content_type: string; content: Buffer };

/** The attachments of the claimed emails, by outbox id, in position order. */
async function attachmentsOf(db: Kysely<Database>, rows: OutboxRow[]): Promise<Map<number, AttachmentRow[]>> {
  const byEmail = new Map<number, AttachmentRow[]>();
  if (rows.length === 0) return byEmail;
  const files = await db
    .selectFrom('outbox_attachments')
    .select(['outbox_id', 'filename', 'content_type', 'content'])
    .where(
      'outbox_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('outbox_id')
    .orderBy('position')
    .execute();
  for (const file of files) byEmail.set(file.outbox_id, [...(byEmail.get(file.outbox_id) ?? []), file]);
  return byEmail;
}

/** Sends a claimed email; true when the transport took it, false after recording the failure (last_error, next attempt or 'failed'). */
async function deliver(
  options: OutboxWorkerOptions,
  settings: WorkerSettings,
  row: OutboxRow,
  attachments: AttachmentRow[],
): Promise<boolean> {
  try {
    await options.transport.sendMail({
      to: row.to_address,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: attachments.map((file) => ({
        filename: file.filename,
        contentType: file.content_type,
        content: Buffer.from(file.content),
      })),
    });
    return true;
  } catch (error) {
    options.onError?.(error, row.id);
    const now = settings.now();
    const failed = row.attempts >= settings.maxAttempts;
    await options.db
      .updateTable('outbox')
      .set({
        status: failed ? 'failed' : 'pending',
        last_error: errorText(error),
        next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts, settings.delay)).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
}

/**
 * Marks the emails a batch delivered as 'sent' (sent_at now, last_error
 * cleared) in one transaction for the whole batch, one UPDATE per table
 * rather than a transaction per email (issue 10: on Postgres each commit
 * waits for a disk flush). A sent email keeps its attachments' names and
 * sizes, not their bytes. Should the process die between sending and this
 * commit, the batch's emails go out again once their claim expires
 * (delivery is at least once, as for a crash right after any send).
 */
async function markSent(
  db: Kysely<Database>,
  settings: WorkerSettings,
  delivered: OutboxRow[],
  files: Map<number, AttachmentRow[]>,
): Promise<void> {
  if (delivered.length === 0) return;
  const sentAt = settings.now().toISOString();
  const withFiles = delivered.filter((row) => (files.get(row.id) ?? []).length > 0).map((row) => row.id);
  await inGroupCommit(db, async (trx) => {
    await trx
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: sentAt, last_error: null })
      .where(
        'id',
        'in',
        delivered.map((row) => row.id),
      )
      .execute();
    if (withFiles.length > 0) {
      await trx
        .updateTable('outbox_attachments')
        .set({ content: Buffer.alloc(0), content_cleared_at: sentAt })
        .where('outbox_id', 'in', withFiles)
        .execute();
    }
  });
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
