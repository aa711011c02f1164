import type { Kysely } from 'kysely';
import type { Database, ProgramRow, RegistrationRow } from '../../db/database.ts';
import { enqueueProgramEmail, type ProgramEmailKind } from '../email/program-email.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { findRegistration } from '../participants/participant-service.ts';
import { toParticipantRow, type ParticipantRow } from '../participants/participant-row.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { RegistrationStatus, statusOf } from './registration-status.ts';
import { allowedSources, OUT_OF_BUSINESS, staffStatusChanges, type TransitionProgram } from './registration-transitions.ts';
import type { ServiceContext } from '../service-context.ts';

/** Who acts: the signed-in staff member (audit actor = email; status log and list show the display name). */
export interface StaffActor {
  email: string;
  displayName: string;
}

/** Who decides: the signed-in staff member. */
export type StatusActor = StaffActor;

/** POST /api/events/{eventId}/people/{personId}/status/{statusId}. */
export interface StatusChangeInput {
  eventId: number;
  registrationId: number;
  /** 2 approve, 3 reject or 11 Out of Business. */
  statusId: number;
  actor: StatusActor;
}

/** Title of the 409 problem for a transition spec §4 does not allow. */
export const TRANSITION_REFUSED_TITLE = 'Status change not allowed';

/** The program email each status change sends (contract: approve → acceptance, reject → denial). */
const emailOfStatus: Readonly<Partial<Record<number, ProgramEmailKind>>> = {
  [RegistrationStatus.Approved]: 'acceptance',
  [RegistrationStatus.Rejected]: 'denial',
};

/**
 * Sets a registration's status as staff decide (spec §4): approve 2 or
 * reject 3 where the program requires acceptance and the registration is
 * Pending 1 or Submitted 8; Out of Business 11 for an Approved registration
 * of a Legends directory family program (see allowedSources). Otherwise 409
 * problem 'Status change not allowed' (also when a concurrent change got
 * there first). One transaction writes: the registration's status,
 * status_changed_by (the actor's display name), approved_by on approve; a
 * status_log row; an audit_log row (action 'registration.status',
 * before/after { status }); and, on approve or reject, the program's
 * acceptance or denial email (enqueueProgramEmail). 422 for another statusId;
 * 404 for an unknown program or a missing or removed registration.
 */
export async function changeRegistrationStatus(ctx: ServiceContext, input: StatusChangeInput): Promise<ParticipantRow> {
  if (!(staffStatusChanges as readonly number[]).includes(input.statusId)) {
    throw new ProblemError(422, 'Invalid request', `Status ${input.statusId} cannot be set here.`, [
      { name: 'statusId', reason: 'must be 2 (Approved), 3 (Rejected) or 11 (OutofBusiness)' },
    ]);
  }
  const program = await findProgram(ctx.db, input.eventId);
  const registration = await findRegistration(ctx.db, input.eventId, input.registrationId);
  const rule = transitionProgram(program);
  const sources = allowedSources(rule, input.statusId);
  if (!(sources as readonly number[]).includes(registration.status)) throw refused(rule, registration.status, input.statusId);

  const now = ctx.now();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    await applyStatus(trx, registration, input, sources, now.toISOString());
    const { id: statusLogId } = await trx
      .insertInto('status_log')
      .values({
        registration_id: registration.id,
        status: input.statusId,
        changed_by: input.actor.displayName,
        changed_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('audit_log')
      .values({
        at: now.toISOString(),
        actor: input.actor.email,
        action: 'registration.status',
        target: `registration:${registration.id}`,
        before_json: JSON.stringify({ status: registration.status }),
        after_json: JSON.stringify({ status: input.statusId }),
      })
      .execute();
    const kind = emailOfStatus[input.statusId];
    if (kind !== undefined) {
      await enqueueProgramEmail(trx, { kind, registrationId: registration.id, publicUrl: ctx.publicUrl ?? '', now, statusLogId });
    }
    return trx.selectFrom('registrations').selectAll().where('id', '=', registration.id).executeTakeFirstOrThrow();
  });
  return toParticipantRow(updated);
}

/** Conditional update: only while the status is still one the change may start from and the row is not removed. */
async function applyStatus(
  trx: Kysely<Database>,
  registration: RegistrationRow,
  input: StatusChangeInput,
  sources: readonly number[],
  timestamp: string,
): Promise<void> {
  const approvedBy = input.statusId === RegistrationStatus.Approved ? { approved_by: input.actor.displayName } : {};
  const result = await trx
    .updateTable('registrations')
    .set({ status: input.statusId, status_changed_by: input.actor.displayName, modified_at: timestamp, ...approvedBy })
    .where('id', '=', registration.id)
    .where('status', 'in', [...sources])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ProblemError(409, TRANSITION_REFUSED_TITLE, 'The status changed meanwhile.');
}

function transitionProgram(program: ProgramRow): TransitionProgram {
  return { family: program.family, applicationsRequiresAccept: readProgramSettings(program).applicationsRequiresAccept };
}

function refused(program: TransitionProgram, status: number, target: number): ProblemError {
  const current = statusOf(status).name;
  if (target === OUT_OF_BUSINESS) {
    const detail =
      program.family === 'legends-directory'
        ? `A ${current} application cannot be marked Out of Business; only Approved ones can.`
        : 'Only approved Legends directory applications can be marked Out of Business.';
    return new ProblemError(409, TRANSITION_REFUSED_TITLE, detail);
  }
  const detail = program.applicationsRequiresAccept
    ? `A ${current} application cannot be approved or rejected; only Pending or Submitted ones can.`
    : 'This program does not require acceptance, so its applications are not approved or rejected.';
  return new ProblemError(409, TRANSITION_REFUSED_TITLE, detail);
}
