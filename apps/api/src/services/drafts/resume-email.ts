import type { Kysely } from 'kysely';
import { sanitizeRichText } from '@huddle/program-rules/server';
import type { Database } from '../../db/database.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';

/** What the resume email says and where it goes. */
export interface ResumeEmail {
  draftId: number;
  programId: number;
  eventName: string;
  to: string;
  /** The resume link: `${publicUrl}/${programPath}?resume=${token}`. */
  link: string;
  expiresAt: Date;
  now: Date;
}

/** The resume link of a saved application: the program's public path with `?resume={token}`. */
export function resumeLink(publicUrl: string | undefined, programPath: string, token: string): string {
  return `${(publicUrl ?? '').replace(/\/+$/, '')}/${encodeURI(programPath)}?resume=${token}`;
}

/**
 * Queues the 'finish your application' email in the caller's transaction:
 * subject '{event}: finish your application', the resume link and the day
 * it stops working (UTC, e.g. 'December 21, 2026'). Dedupe key
 * 'draft:{draftId}' (one email per saved draft). Through the outbox, so
 * without SMTP it shows in the dev mailbox, to staff who may see the program.
 */
export async function enqueueResumeEmail(trx: Kysely<Database>, email: ResumeEmail): Promise<boolean> {
  const until = email.expiresAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const html = sanitizeRichText(
    `<p>Your application for ${escapeText(email.eventName)} is saved.</p>` +
      `<p>To finish it on any device, open <a href="${escapeText(email.link)}">${escapeText(email.link)}</a></p>` +
      `<p>The link works until ${until}. Anyone with the link can see your answers, so keep it to yourself.</p>`,
  );
  return enqueueEmail(trx, {
    to: email.to,
    subject: `${email.eventName}: finish your application`,
    programId: email.programId,
    html,
    dedupeKey: `draft:${email.draftId}`,
    now: email.now,
  });
}

/** Plain text for HTML content and attribute values (the sanitizer then checks the whole body). */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
