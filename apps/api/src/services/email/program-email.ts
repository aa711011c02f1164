import type { Kysely } from 'kysely';
import type { ContentLanguage, ProgramSettings } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { sanitizeRichText } from '@huddle/program-rules/server';
import { enqueueEmail, type OutboxMessageContent } from './enqueue-email.ts';
import { contentLanguageOf, settingsInLanguage } from '../translations/settings-in-language.ts';
import { carriesPaymentLink, paymentUrl, templateField, withPaymentLink, type ProgramEmailKind } from './payment-link.ts';

export type { ProgramEmailKind } from './payment-link.ts';

/** What enqueueProgramEmail needs; everything else is read from the registration and its program. */
export interface ProgramEmailInput {
  kind: ProgramEmailKind;
  registrationId: number;
  /** PUBLIC_URL of the app (base of the payment link). */
  publicUrl: string;
  now: Date;
  /** Status log row the email announces; default the registration's latest one. */
  statusLogId?: number;
  /** Replaces the default dedupe key, e.g. to send an email again on purpose (resend). */
  dedupeKey?: string;
  /**
   * The registration and its program as the caller just wrote or read them
   * (the submission); when given they are not read again.
   */
  known?: KnownRegistration;
}

/** What a program email is rendered from. */
export interface KnownRegistration {
  programId: number;
  email: string | null;
  paymentReference: string;
  eventName: string;
  /** The program's settings, their texts already in `language`. */
  settings: ProgramSettings;
  /** The applicant's language (registrations.language); default 'en'. */
  language?: ContentLanguage;
}

/** A rendered program email. */
export interface RenderedProgramEmail {
  subject: string;
  /** Sanitized HTML. */
  html: string;
}

const subjectSuffix: Record<ContentLanguage, Record<ProgramEmailKind, string>> = {
  en: { submission: 'application received', acceptance: 'accepted', denial: 'update on your application' },
  es: { submission: 'solicitud recibida', acceptance: 'aceptada', denial: 'novedades sobre su solicitud' },
};

/**
 * Renders a program's email template: subject '{eventName}: application
 * received' / ': accepted' / ': update on your application' (Spanish
 * 'solicitud recibida' / 'aceptada' / 'novedades sobre su solicitud' for
 * language 'es'); body the
 * template with '[PAYMENT LINK]' replaced by a link to
 * `${publicUrl}/payment?registration={paymentReference}` where spec §4 puts the link (see
 * carriesPaymentLink; elsewhere the marker is removed), then sanitized.
 */
export function renderProgramEmail(
  kind: ProgramEmailKind,
  program: { eventName: string; settings: ProgramSettings },
  paymentReference: string,
  publicUrl: string,
  language: ContentLanguage = 'en',
): RenderedProgramEmail {
  const template = program.settings[templateField[kind]];
  const link = carriesPaymentLink(kind, program.settings) ? paymentUrl(publicUrl, paymentReference) : null;
  return {
    subject: `${program.eventName}: ${subjectSuffix[language][kind]}`,
    html: sanitizeRichText(withPaymentLink(template, link)),
  };
}

/**
 * Queues a program email to the applicant (registrations.email) in the
 * caller's transaction: the submission confirmation, acceptance or denial
 * email of the registration's program, rendered by renderProgramEmail in the
 * registration's language (its program's translated templates where there
 * are, else English). The
 * dedupe key is `${kind}:${registrationId}:${statusLogId}` (latest status_log
 * row of the registration when not given; 0 when it has none), so the same
 * event queues one email. Resolves true when queued; false when the
 * registration has no email address, the template is empty, or the key was
 * already queued. Throws when the registration does not exist.
 */
export async function enqueueProgramEmail(trx: Kysely<Database>, input: ProgramEmailInput): Promise<boolean> {
  const registration = input.known ?? (await readRegistration(trx, input.registrationId));
  const message = programEmailMessage(input.kind, registration, input.publicUrl, input.now);
  if (message === null) return false;
  const dedupeKey =
    input.dedupeKey ??
    programEmailDedupeKey(input.kind, input.registrationId, input.statusLogId ?? (await latestStatusLogId(trx, input.registrationId)));
  return enqueueEmail(trx, { ...message, dedupeKey });
}

/**
 * The program email of `kind` to `registration`'s applicant, rendered by
 * renderProgramEmail in the registration's language, as an outbox message
 * without its dedupe key (see programEmailDedupeKey); null when the
 * registration has no email address or the rendered template is empty
 * (no email is sent then).
 */
export function programEmailMessage(
  kind: ProgramEmailKind,
  registration: KnownRegistration,
  publicUrl: string,
  now: Date,
): OutboxMessageContent | null {
  const to = registration.email?.trim() ?? '';
  if (to === '') return null;
  const email = renderProgramEmail(
    kind,
    { eventName: registration.eventName, settings: registration.settings },
    registration.paymentReference,
    publicUrl,
    registration.language ?? 'en',
  );
  if (email.html.trim() === '') return null;
  return { to, subject: email.subject, html: email.html, now, programId: registration.programId };
}

/**
 * The outbox dedupe key of a program email: `${kind}:${registrationId}:${statusLogId}`
 * (the status_log row it announces, 0 when none), so one event queues one
 * email however often its transaction runs.
 */
export function programEmailDedupeKey(kind: ProgramEmailKind, registrationId: number, statusLogId: number): string {
  return `${kind}:${registrationId}:${statusLogId}`;
}

async function readRegistration(trx: Kysely<Database>, registrationId: number): Promise<KnownRegistration> {
  const row = await trx
    .selectFrom('registrations')
    .innerJoin('programs', 'programs.id', 'registrations.program_id')
    .select([
      'registrations.program_id',
      'registrations.email',
      'registrations.payment_reference',
      'programs.event_name',
      'programs.settings_json',
      'registrations.language',
    ])
    .where('registrations.id', '=', registrationId)
    .executeTakeFirst();
  if (row === undefined) throw new Error(`There is no registration ${registrationId} to email.`);
  return {
    programId: row.program_id,
    email: row.email,
    paymentReference: row.payment_reference,
    eventName: row.event_name,
    settings: await settingsInLanguage(trx, row.program_id, readProgramSettings(row), contentLanguageOf(row.language)),
    language: contentLanguageOf(row.language),
  };
}

async function latestStatusLogId(trx: Kysely<Database>, registrationId: number): Promise<number> {
  const row = await trx
    .selectFrom('status_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  return row?.id ?? 0;
}
