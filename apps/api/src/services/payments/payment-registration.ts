import type { Kysely } from 'kysely';
import type { PaymentSummaryResponse } from '@huddle/schemas';
import type { Database, ProgramRow, RegistrationRow } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { toParticipantRow } from '../participants/participant-row.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { statusOf } from '../registrations/registration-status.ts';
import { PaymentStatus } from './payability.ts';

/** A live registration with its program. */
export interface RegistrationWithProgram {
  registration: RegistrationRow;
  program: ProgramRow;
}

/**
 * The live (not removed) registration whose payment reference this is, with
 * its program; 404 problem 'Not Found' otherwise (also for a malformed reference).
 */
export async function findByPaymentReference(db: Kysely<Database>, reference: string): Promise<RegistrationWithProgram> {
  const registration = await db
    .selectFrom('registrations')
    .selectAll()
    .where('payment_reference', '=', reference)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (registration === undefined) throw new ProblemError(404, 'Not Found', 'There is no registration for this payment link.');
  const program = await db.selectFrom('programs').selectAll().where('id', '=', registration.program_id).executeTakeFirstOrThrow();
  return { registration, program };
}

/**
 * The live registration with this id, with its program (staff refund and
 * void name a registration, not a program); 404 problem otherwise.
 */
export async function findRegistrationById(db: Kysely<Database>, registrationId: number): Promise<RegistrationWithProgram> {
  const registration = await db
    .selectFrom('registrations')
    .selectAll()
    .where('id', '=', registrationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (registration === undefined) throw new ProblemError(404, 'Not Found', `There is no registration ${registrationId}.`);
  const program = await db.selectFrom('programs').selectAll().where('id', '=', registration.program_id).executeTakeFirstOrThrow();
  return { registration, program };
}

/**
 * GET /api/transactions/{reference} (spec §2 'Payment page', public): the
 * program name and dates, the applicant name, the program fee in dollars and
 * the status (paid = Paid 4). 404 problem for an unknown reference.
 */
export async function getPaymentSummary(db: Kysely<Database>, reference: string): Promise<PaymentSummaryResponse> {
  const { registration, program } = await findByPaymentReference(db, reference);
  const status = statusOf(registration.status);
  return {
    registrationReference: registration.payment_reference,
    eventId: program.id,
    eventName: program.event_name,
    applicantName: toParticipantRow(registration).applicantName,
    startDate: program.start_date,
    endDate: program.end_date,
    programFee: readProgramSettings(program).programFee,
    status: status.code,
    statusName: status.name,
    paid: registration.status === PaymentStatus.Paid,
  };
}
