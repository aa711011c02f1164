import { randomUUID } from 'node:crypto';
import type { TestEmailRequest, TestEmailResponse } from '@huddle/schemas';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { renderProgramEmail, type ProgramEmailKind } from '../email/program-email.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';

/** Subject prefix of a test email. */
export const TEST_SUBJECT_PREFIX = '[TEST] ';

/** Payment reference of the sample payment link a test email carries (no registration has it). */
export const TEST_PAYMENT_REFERENCE = '00000000-0000-4000-8000-000000000000';

const kindOfField: Readonly<Record<TestEmailRequest['messageType'], ProgramEmailKind>> = {
  submissionConfirmatiomEmail: 'submission',
  acceptanceEmail: 'acceptance',
  denyEmail: 'denial',
};

/**
 * POST /api/admin/events/{eventId}/send-test-email (spec §3 Test message,
 * spec §5 'Send Test Message'): queues the program's saved email of that
 * field (renderProgramEmail: sanitized, payment link where spec §4 puts it,
 * pointing at a sample reference) to the given address through the outbox,
 * subject prefixed '[TEST] '. Each call queues one more email. 422 naming
 * messageType when that email has no text. One audit row 'program.test-email'
 * in the same transaction.
 */
export async function sendTestEmail(
  ctx: ServiceContext,
  eventId: number,
  body: TestEmailRequest,
  actor: StaffActor,
): Promise<TestEmailResponse> {
  const program = await findProgram(ctx.db, eventId);
  const email = renderProgramEmail(
    kindOfField[body.messageType],
    { eventName: program.event_name, settings: readProgramSettings(program) },
    TEST_PAYMENT_REFERENCE,
    ctx.publicUrl ?? '',
  );
  if (email.html.trim() === '') {
    throw new ProblemError(422, 'Invalid request body', 'This program email has no text yet.', [
      { name: 'messageType', reason: 'the program has no text for this email' },
    ]);
  }
  const subject = `${TEST_SUBJECT_PREFIX}${email.subject}`;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await enqueueEmail(trx, {
      to: body.emailAddress,
      subject,
      html: email.html,
      dedupeKey: `test:${eventId}:${body.messageType}:${randomUUID()}`,
      now,
      programId: eventId,
    });
    await trx
      .insertInto('audit_log')
      .values({
        at: now.toISOString(),
        actor: actor.email,
        action: 'program.test-email',
        target: `program:${eventId}`,
        before_json: null,
        after_json: JSON.stringify({ emailAddress: body.emailAddress, messageType: body.messageType }),
      })
      .execute();
  });
  return { emailAddress: body.emailAddress, messageType: body.messageType, subject };
}
