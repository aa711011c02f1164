import { formVersionResponse } from './form-version-response.ts';
import type { FixedRole, PathLookupResponse, ProgramSummary, PublicProgram } from '@huddle/schemas';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from './find-program.ts';
import { currentFormVersion } from './form-version-service.ts';
import { isProgramClosed } from './program-closing.ts';
import { readProgramSettings } from './program-settings.ts';
import { toProgramSummary } from './program-summary.ts';
import { sanitizeRichText } from '@huddle/program-rules/server';
import type { ServiceContext } from '../service-context.ts';

/** GET /api/public/paths/{path}: which program a public path shows. */
export type PublicPath = PathLookupResponse;

/** GET /api/events/{eventId}: everything the public application page renders. */
export type { PublicProgram };

/** One program of the staff lists (program picker, forms list). */
export type AdminEventSummary = ProgramSummary;

/** Which staff list: 'picker' (spec §2 program picker) or 'forms' (every program). */
export type AdminEventScope = 'picker' | 'forms';

/** Fixed roles hidden from the program picker (spec §2). */
const hiddenFromPicker: readonly string[] = ['legends-directory', 'football-ops-submission'];

/** Case-insensitive, locale-aware order of program names. */
const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Resolves a public path (spec §2 public routes) case-insensitively, with or
 * without the leading slash. 404 problem when no program is published there.
 */
export async function resolvePublicPath(ctx: Pick<ServiceContext, 'db'>, path: string): Promise<PublicPath> {
  const key = path.replace(/^\/+/, '').toLowerCase();
  const row = await ctx.db.selectFrom('program_paths').selectAll().where('path_key', '=', key).executeTakeFirst();
  if (row === undefined) throw new ProblemError(404, 'Not Found', `No program is published at /${path.replace(/^\/+/, '')}.`);
  return { path: row.path, programId: row.program_id, title: row.title, kind: row.kind };
}

/**
 * The public view of a program with its current form version (compiled and
 * stored on first use). Rich-text fields are sanitized; social links are null
 * unless shown; isClosed follows spec §4 (see isProgramClosed).
 */
export async function getPublicProgram(ctx: ServiceContext, eventId: number): Promise<PublicProgram> {
  const program = await findProgram(ctx.db, eventId);
  const settings = readProgramSettings(program);
  const contacts = await ctx.db
    .selectFrom('contacts')
    .selectAll()
    .where('program_id', '=', eventId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  const version = await currentFormVersion(ctx.db, eventId, ctx.registry, ctx.now());
  const activeEvent = program.active_event === 1;
  return {
    eventId: program.id,
    eventName: program.event_name,
    programDisplayName: program.program_display_name,
    eventYear: program.event_year,
    family: program.family,
    fixedRole: program.fixed_role as FixedRole,
    startDate: program.start_date,
    endDate: program.end_date,
    applicationDueDate: program.application_due_date,
    eventDescription: sanitizeRichText(settings.eventDescription),
    footerMessage: sanitizeRichText(settings.footerMessage),
    submissionMessage: sanitizeRichText(settings.submissionMessage),
    eventClosedMessage: sanitizeRichText(settings.eventClosedMessage),
    legalDisclaimerMessage: sanitizeRichText(settings.legalDisclaimerMessage),
    headerGraphicPath: settings.headerGraphicPath || null,
    activeEvent,
    isClosed: isProgramClosed({ activeEvent, applicationDueDate: program.application_due_date }, ctx.now()),
    hideEventDates: settings.hideEventDates,
    showLegalDisclaimer: settings.showLegalDisclaimer,
    applicationsRequiresAccept: settings.applicationsRequiresAccept,
    requireProgramFee: settings.requireProgramFee,
    programFee: settings.requireProgramFee ? settings.programFee : 0,
    social: {
      facebook: settings.showFacebookLink && settings.facebookAddress ? settings.facebookAddress : null,
      instagram: settings.showInstagramLink && settings.instagramAddress ? settings.instagramAddress : null,
      twitter: settings.showTwitterLink && settings.twitterAddress ? settings.twitterAddress : null,
    },
    contacts: contacts.map((contact) => ({
      contactId: contact.id,
      contactName: contact.contact_name,
      officeNumber: contact.office_number,
      mobileNumber: contact.mobile_number,
      contactEmail: contact.contact_email,
    })),
    formVersion: await formVersionResponse(ctx.db, version),
  };
}

/**
 * Programs for the staff lists, sorted by eventName. scope 'picker' hides the
 * legends directory and football ops submission programs (spec §2); 'forms'
 * lists every program.
 */
export async function listAdminEvents(ctx: Pick<ServiceContext, 'db'>, scope: AdminEventScope): Promise<AdminEventSummary[]> {
  let query = ctx.db.selectFrom('programs').selectAll();
  if (scope === 'picker') {
    query = query.where((eb) => eb.or([eb('fixed_role', 'is', null), eb('fixed_role', 'not in', hiddenFromPicker)]));
  }
  const programs = await query.execute();
  // Sorted here, not in SQL: SQLite and Postgres collate text differently.
  programs.sort((a, b) => nameOrder.compare(a.event_name, b.event_name) || a.id - b.id);
  return programs.map(toProgramSummary);
}
