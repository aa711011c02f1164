import { findProgram } from './find-program.ts';
import { ProblemError } from '../http/problem.ts';
import { findRegistration } from './participant-service.ts';
import { toParticipantRow, type ParticipantRow } from './participant-row.ts';
import { readProgramSettings } from './program-settings.ts';
import { canDecide, decidableStatuses, decisionStatuses, statusOf } from './registration-status.ts';
import type { ServiceContext } from './service-context.ts';

/** Who decides: the signed-in staff member. */
export interface StatusActor {
  email: string;
  displayName: string;
}

/** POST /api/events/{eventId}/people/{personId}/status/{statusId}. */
export interface StatusChangeInput {
  eventId: number;
  registrationId: number;
  /** 2 approve or 3 reject. */
  statusId: number;
  actor: StatusActor;
}

/** Title of the 409 problem for a transition spec §4 does not allow. */
export const TRANSITION_REFUSED_TITLE = 'Status change not allowed';

/**
 * Approves (2) or rejects (3) an application. Spec §4: only where the program
 * requires acceptance and the registration is Pending (1) or Submitted (8);
 * otherwise 409 problem (also when a concurrent change got there first).
 * One transaction: the registration's status and statusChangedBy, a
 * status_log row (changed_by = the actor's display name) and an audit_log row
 * (action 'registration.status', before/after status). 422 for another
 * statusId, 404 for an unknown program or registration.
 */
export async function changeRegistrationStatus(ctx: ServiceContext, input: StatusChangeInput): Promise<ParticipantRow> {
  if (!(decisionStatuses as readonly number[]).includes(input.statusId)) {
    throw new ProblemError(422, 'Invalid request', `Status ${input.statusId} cannot be set here.`, [
      { name: 'statusId', reason: 'must be 2 (Approved) or 3 (Rejected)' },
    ]);
  }
  const program = await findProgram(ctx.db, input.eventId);
  const registration = await findRegistration(ctx.db, input.eventId, input.registrationId);
  const requiresAccept = readProgramSettings(program).applicationsRequiresAccept;
  if (!canDecide(requiresAccept, registration.status)) throw refused(requiresAccept, registration.status);

  const timestamp = ctx.now().toISOString();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('registrations')
      .set({ status: input.statusId, status_changed_by: input.actor.displayName, modified_at: timestamp })
      .where('id', '=', registration.id)
      .where('status', 'in', [...decidableStatuses])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ProblemError(409, TRANSITION_REFUSED_TITLE, 'The status changed meanwhile.');
    await trx
      .insertInto('status_log')
      .values({ registration_id: registration.id, status: input.statusId, changed_by: input.actor.displayName, changed_at: timestamp })
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        at: timestamp,
        actor: input.actor.email,
        action: 'registration.status',
        target: `registration:${registration.id}`,
        before_json: JSON.stringify({ status: registration.status }),
        after_json: JSON.stringify({ status: input.statusId }),
      })
      .execute();
    return trx.selectFrom('registrations').selectAll().where('id', '=', registration.id).executeTakeFirstOrThrow();
  });
  return toParticipantRow(updated);
}

function refused(requiresAccept: boolean, status: number): ProblemError {
  const detail = requiresAccept
    ? `A ${statusOf(status).name} application cannot be approved or rejected; only Pending or Submitted ones can.`
    : 'This program does not require acceptance, so its applications are not approved or rejected.';
  return new ProblemError(409, TRANSITION_REFUSED_TITLE, detail);
}
