import { ProblemError } from '../../errors/problem-error.ts';
import { findRegistration } from '../participants/participant-service.ts';
import { toParticipantRow } from '../participants/participant-row.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from './status-change-service.ts';

/** DELETE /api/events/{eventId}/people/{personId}. */
export interface RegistrationDeleteInput {
  eventId: number;
  registrationId: number;
  actor: StaffActor;
}

/**
 * Removes a submission (spec §2 list Delete and detail 'Remove Submission',
 * spec §4 "or deleted"): a soft delete that sets registrations.deleted_at,
 * after which the participants list, the totals, the detail and the status
 * routes no longer show it (404). The status and the status log are left as
 * they are. One transaction with an audit_log row (action
 * 'registration.delete', target 'registration:{id}', before_json = the
 * participant row and its status, after_json = { deletedAt }). 404 problem
 * for an unknown program or a missing or already removed registration
 * (also when a concurrent delete got there first).
 */
export async function deleteRegistration(ctx: Pick<ServiceContext, 'db' | 'now'>, input: RegistrationDeleteInput): Promise<void> {
  const registration = await findRegistration(ctx.db, input.eventId, input.registrationId);
  const deletedAt = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('registrations')
      .set({ deleted_at: deletedAt, modified_at: deletedAt })
      .where('id', '=', registration.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new ProblemError(404, 'Not Found', `Program ${input.eventId} has no participant ${input.registrationId}.`);
    }
    await trx
      .insertInto('audit_log')
      .values({
        at: deletedAt,
        actor: input.actor.email,
        action: 'registration.delete',
        target: `registration:${registration.id}`,
        before_json: JSON.stringify({ participant: toParticipantRow(registration), status: registration.status }),
        after_json: JSON.stringify({ deletedAt }),
      })
      .execute();
  });
}
