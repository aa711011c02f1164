import type { Kysely } from 'kysely';
import type { DevMailboxMessage } from '@huddle/schemas';
import type { SessionUser } from '../../app-env.ts';
import { familiesOfUser, requireProgramAccess } from '../../auth/program-scope.ts';
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
 * The outbox as a mailbox as `user` may see it, newest first (at most
 * DEV_MAILBOX_LIMIT), scoped like the data the emails carry (permission
 * table, spec §6 families): admin sees every email; other staff only emails
 * about programs of their families (outbox.program_id); emails about no
 * program are admin only. Each with its bodies, delivery state and
 * attachment names and sizes (not their bytes).
 */
export async function listDevMailbox(db: Kysely<Database>, user: SessionUser): Promise<DevMailboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll('outbox').orderBy('outbox.id', 'desc').limit(DEV_MAILBOX_LIMIT);
  if (!user.roles.includes('admin')) {
    const families = familiesOfUser(user);
    if (families.length === 0) return [];
    query = query.innerJoin('programs', 'programs.id', 'outbox.program_id').where('programs.family', 'in', families);
  }
  const rows = await query.execute();
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

/**
 * The attachment at `index` (0-based) of outbox email `id`, for `user` under
 * the listDevMailbox scope: 404 problem when there is none, 410 once the
 * email was sent (the outbox keeps no bytes of sent attachments); for an email
 * outside the user's program families, or about no program for a non-admin,
 * 403 problem with a 'permission.denied' audit row (requireProgramAccess).
 */
export async function readDevMailboxAttachment(
  db: Kysely<Database>,
  user: SessionUser,
  id: number,
  index: number,
): Promise<StoredAttachment> {
  const email = await db.selectFrom('outbox').select('program_id').where('id', '=', id).executeTakeFirst();
  if (email === undefined) throw new ProblemError(404, 'Not Found', `Email ${id} has no attachment ${index}.`);
  const target = `dev-mailbox:${id}`;
  if (email.program_id !== null) await requireProgramAccess({ db }, user, email.program_id, target);
  else if (!user.roles.includes('admin')) await refuseAdminOnly(db, user, target);
  const file = await db
    .selectFrom('outbox_attachments')
    .select(['filename', 'content_type', 'content', 'content_cleared_at'])
    .where('outbox_id', '=', id)
    .where('position', '=', index)
    .executeTakeFirst();
  if (file === undefined) throw new ProblemError(404, 'Not Found', `Email ${id} has no attachment ${index}.`);
  if (file.content_cleared_at !== null) {
    throw new ProblemError(410, 'Gone', `Attachment ${index} of email ${id} was sent; the bytes of sent attachments are not kept.`);
  }
  return { filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content) };
}

/** 403 (audited as 'permission.denied') for an email about no program: admin only. */
async function refuseAdminOnly(db: Kysely<Database>, user: SessionUser, target: string): Promise<never> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor: user.email,
      action: 'permission.denied',
      target,
      before_json: null,
      after_json: JSON.stringify({ scope: 'admin' }),
    })
    .execute();
  throw new ProblemError(403, 'Forbidden', 'Only an admin may read emails that are about no program.');
}
