import { randomUUID } from 'node:crypto';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { findRegistration } from '../participants/participant-service.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { statusOf } from '../registrations/registration-status.ts';
import type { ServiceContext } from '../service-context.ts';
import { enqueueProgramEmail } from './program-email.ts';

/** Status code of an approved registration (spec §4 Approved 2). */
const APPROVED = 2;

/** Title of the 409 problem when the acceptance email cannot be sent again. */
export const RESEND_REFUSED_TITLE = 'Email not resent';

/** POST /api/events/{eventId}/participants/{personId}/resend-confirmation. */
export interface ResendInput {
  eventId: number;
  registrationId: number;
  /** The staff member asking, for the audit row. */
  actor: { email: string };
}

/**
 * 'Resend Approval Email' (spec §2 participant detail, §4): queues the
 * program's acceptance email to the applicant again, under a new dedupe key
 * ('acceptance:{id}:resend:{uuid}'), with an audit_log row
 * ('registration.resend-acceptance') in the same transaction. 404 problem for
 * an unknown program or (deleted) registration; 409 problem unless the program
 * requires acceptance and the registration is Approved, or when the
 * applicant has no email address or the program no acceptance email.
 */
export async function resendAcceptanceEmail(ctx: ServiceContext, input: ResendInput): Promise<void> {
  const program = await findProgram(ctx.db, input.eventId);
  const registration = await findRegistration(ctx.db, input.eventId, input.registrationId);
  if (!readProgramSettings(program).applicationsRequiresAccept) {
    throw new ProblemError(409, RESEND_REFUSED_TITLE, 'This program does not require acceptance, so it sends no approval email.');
  }
  if (registration.status !== APPROVED) {
    throw new ProblemError(
      409,
      RESEND_REFUSED_TITLE,
      `Only approved applications get the approval email; this one is ${statusOf(registration.status).name}.`,
    );
  }
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const queued = await enqueueProgramEmail(trx, {
      kind: 'acceptance',
      registrationId: registration.id,
      publicUrl: ctx.publicUrl ?? '',
      now,
      dedupeKey: `acceptance:${registration.id}:resend:${randomUUID()}`,
    });
    if (!queued)
      throw new ProblemError(409, RESEND_REFUSED_TITLE, 'The applicant has no email address, or the program has no approval email.');
    await trx
      .insertInto('audit_log')
      .values({
        at: now.toISOString(),
        actor: input.actor.email,
        action: 'registration.resend-acceptance',
        target: `registration:${registration.id}`,
        before_json: null,
        after_json: null,
      })
      .execute();
  });
}
