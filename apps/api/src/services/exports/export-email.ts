import sanitizeHtml from 'sanitize-html';
import type { ProgramRow } from '../../db/database.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import type { ServiceContext } from '../service-context.ts';

/** The export file as it is mailed to the staff member who asked for it. */
export interface ExportEmail {
  program: ProgramRow;
  eventYear: number;
  actor: { email: string; displayName: string };
  csv: Uint8Array;
  filename: string;
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
 * '{program} submissions export', the CSV attached as text/csv. One
 * transaction for the outbox row and its attachment.
 */
export async function sendExportEmail(ctx: ServiceContext, email: ExportEmail): Promise<void> {
  const programName = email.program.event_name;
  const leagueYear = `${email.eventYear}-${email.eventYear + 1}`;
  const html =
    `<p>Hello ${escapeText(email.actor.displayName)},</p>` +
    `<p>The ${escapeText(programName)} submissions export for the ${leagueYear} league year is attached (${escapeText(email.filename)}).</p>`;
  await ctx.db.transaction().execute((trx) =>
    enqueueEmail(trx, {
      to: email.actor.email,
      subject: `${programName} submissions export`,
      html,
      attachments: [{ filename: email.filename, contentType: 'text/csv; charset=utf-8', content: email.csv }],
      dedupeKey: email.dedupeKey,
      now: ctx.now(),
      programId: email.program.id,
    }),
  );
}
