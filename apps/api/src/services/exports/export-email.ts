import sanitizeHtml from 'sanitize-html';
import type { ProgramRow } from '../../db/database.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import type { ServiceContext } from '../service-context.ts';

/** The export link as it is mailed to the staff member who asked for it. */
export interface ExportEmail {
  program: ProgramRow;
  eventYear: number;
  actor: { email: string; displayName: string };
  filename: string;
  /** Absolute download link of the stored export (token included). */
  downloadUrl: string;
  /** Days the link works (EXPORT_RETENTION_DAYS). */
  retentionDays: number;
  /** One email per export (e.g. 'participants.export:{audit row id}'). */
  dedupeKey: string;
}

/** Escapes text for HTML: no tag survives, every special character becomes an entity. */
function escapeText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' });
}

/**
 * Queues the participants export email (spec §2 export confirmation '{program}
 * submissions export has been emailed.'): to the actor, subject
 * '{program} submissions export', with a link to the stored file (no
 * attachment: exports outgrow what mail servers accept). The link works for
 * `retentionDays` and only for signed-in staff who may export the program's
 * participants (GET /api/exports/{exportId}/download).
 */
export async function sendExportEmail(ctx: ServiceContext, email: ExportEmail): Promise<void> {
  const programName = email.program.event_name;
  const leagueYear = `${email.eventYear}-${email.eventYear + 1}`;
  const days = email.retentionDays === 1 ? '1 day' : `${email.retentionDays} days`;
  const html =
    `<p>Hello ${escapeText(email.actor.displayName)},</p>` +
    `<p>The ${escapeText(programName)} submissions export for the ${leagueYear} league year is ready: ` +
    `<a href="${escapeText(email.downloadUrl)}">Download ${escapeText(email.filename)}</a>.</p>` +
    `<p>The link works for ${days}, for staff signed in to Huddle who may export this program's participants.</p>`;
  await enqueueEmail(ctx.db, {
    to: email.actor.email,
    subject: `${programName} submissions export`,
    html,
    dedupeKey: email.dedupeKey,
    now: ctx.now(),
    programId: email.program.id,
  });
}
