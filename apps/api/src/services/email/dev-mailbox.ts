import type { Kysely } from 'kysely';
import type { DevMailboxMessage } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';

/** Most messages GET /api/admin/dev-mailbox lists. */
export const DEV_MAILBOX_LIMIT = 200;

/** One stored attachment, bytes included. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The outbox as a mailbox, newest first (at most DEV_MAILBOX_LIMIT): every
 * email with its bodies, delivery state and attachment names and sizes
 * (not their bytes).
 */
export async function listDevMailbox(db: Kysely<Database>): Promise<DevMailboxMessage[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(DEV_MAILBOX_LIMIT).execute();
  if (rows.length === 0) return [];
  const files = await db
    .selectFrom('outbox_attachments')
    .select(['outbox_id', 'position', 'filename', 'size'])
    .where(
      'outbox_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('outbox_id')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attachments: files
      .filter((file) => file.outbox_id === row.id)
      .map((file) => ({ index: file.position, filename: file.filename, size: file.size })),
  }));
}

/** The attachment at `index` (0-based) of outbox email `id`; 404 problem when there is none. */
export async function readDevMailboxAttachment(db: Kysely<Database>, id: number, index: number): Promise<StoredAttachment> {
  const file = await db
    .selectFrom('outbox_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('outbox_id', '=', id)
    .where('position', '=', index)
    .executeTakeFirst();
  if (file === undefined) throw new ProblemError(404, 'Not Found', `Email ${id} has no attachment ${index}.`);
  return { filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content) };
}
