import type { Insertable, Kysely } from 'kysely';
import { DEFAULT_EXPORT_SETTINGS } from '../../config-exports.ts';
import type { Database, OutboxTable } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { plainTextOf } from './plain-text.ts';

/** A file to attach to an outbox email; its bytes are stored in the database. */
export interface EmailAttachment {
  filename: string;
  /** MIME type, e.g. 'text/csv; charset=utf-8'. */
  contentType: string;
  content: Uint8Array;
}

/** One email for the outbox (the worker sends it later, from MAIL_FROM). */
export interface OutboxMessage {
  /** Recipient address. */
  to: string;
  subject: string;
  /** HTML body, already safe (sanitized or built from trusted parts). */
  html: string;
  /** Plain-text alternative; derived from the HTML when absent. */
  text?: string;
  attachments?: readonly EmailAttachment[];
  /**
   * Most bytes all attachments together may have (config MAIL_ATTACHMENT_MAX_MB,
   * AppConfig.exports.attachmentMaxBytes); default 5 MiB.
   */
  maxAttachmentBytes?: number;
  /**
   * Names the event the email is for, e.g. 'acceptance:12:40'. UNIQUE in the
   * outbox: enqueueing the same key again is a no-op, so an event sends
   * exactly one email even when its transaction is retried.
   */
  dedupeKey: string;
  /** When it is queued (created_at, first attempt); default the system clock. */
  now?: Date;
  /** The program the email is about: the dev mailbox shows it to staff who may see that program (absent: admin only). */
  programId?: number | null;
}

/**
 * Queues an email in the outbox within the caller's transaction (or on the
 * database): one `outbox` row, status 'pending', due at once, plus one
 * `outbox_attachments` row per attachment. Resolves true when queued, false
 * when an email with this dedupeKey already exists (nothing is written).
 * Throws ProblemError 413 (nothing written) when the attachments together
 * exceed maxAttachmentBytes: larger files go out as links (e.g. the
 * participants export), as mail servers refuse large messages.
 */
export async function enqueueEmail(trx: Kysely<Database>, message: OutboxMessage): Promise<boolean> {
  const attachmentBytes = (message.attachments ?? []).reduce((total, attachment) => total + attachment.content.byteLength, 0);
  const maxAttachmentBytes = message.maxAttachmentBytes ?? DEFAULT_EXPORT_SETTINGS.attachmentMaxBytes;
  if (attachmentBytes > maxAttachmentBytes) {
    throw new ProblemError(
      413,
      'Attachment too large',
      `The attachments of '${message.subject}' have ${attachmentBytes} bytes; an email may carry at most ${maxAttachmentBytes} (MAIL_ATTACHMENT_MAX_MB).`,
    );
  }
  const inserted = await trx
    .insertInto('outbox')
    .values({ ...outboxRow(message), dedupe_key: message.dedupeKey })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted === undefined) return false;

  const attachments = message.attachments ?? [];
  if (attachments.length > 0) {
    await trx
      .insertInto('outbox_attachments')
      .values(
        attachments.map((attachment, position) => ({
          outbox_id: inserted.id,
          position,
          filename: attachment.filename,
          content_type: attachment.contentType,
          size: attachment.content.byteLength,
          content: Buffer.from(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
        })),
      )
      .execute();
  }
  return true;
}

/** An outbox message before its dedupe key is known (a submission's confirmation: the key names the rows it is written with). */
export type OutboxMessageContent = Omit<OutboxMessage, 'dedupeKey' | 'attachments' | 'maxAttachmentBytes'>;

/**
 * The outbox row enqueueEmail inserts for `message` (attachments aside):
 * status 'pending', no attempts, due at once (next_attempt_at = created_at =
 * message.now, default the system clock), the plain-text alternative derived
 * from the HTML when not given; all but dedupe_key, which the caller adds
 * (the single-statement submission computes it from the ids it writes).
 */
export function outboxRow(message: OutboxMessageContent): Omit<Insertable<OutboxTable>, 'dedupe_key'> {
  const at = (message.now ?? new Date()).toISOString();
  return {
    to_address: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text ?? plainTextOf(message.html),
    status: 'pending',
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
    program_id: message.programId ?? null,
  };
}
