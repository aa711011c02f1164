import { projectAnswers } from '@huddle/form-engine';
import { ProblemError, type InvalidParam } from '../../errors/problem-error.ts';
import { getFormVersion, type StoredFormVersion } from '../programs/form-version-service.ts';
import { validatorForVersion } from '../programs/form-validator-cache.ts';
import { findRegistration } from '../participants/participant-service.ts';
import { toParticipantRow, type ParticipantRow } from '../participants/participant-row.ts';
import { registrationAnswerColumns } from './registration-columns.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from './status-change-service.ts';
import { refreshLegendApplication } from '../legends/legend-application-recorder.ts';

/** PUT /api/events/{eventId}/responses/{personId} body, with the ids from the path. */
export interface RegistrationEditInput {
  eventId: number;
  registrationId: number;
  /** The form version the answers were edited under (any version of this program). */
  formVersionId: number;
  answers: Record<string, unknown>;
  actor: StaffActor;
}

/**
 * Staff edit of a participant's answers (spec §2 participant-edit route,
 * permission participants.edit). Checks, in order: the registration is in
 * the program and not removed (404), the form version belongs to the program
 * (422 naming formVersionId), the answers, trimmed and stored so
 * (trimAnswers), pass createValidator() for that
 * version (422 'Invalid answers', one invalid_params entry per failing field,
 * as for a submission). Nothing is changed on failure. Then one transaction:
 * the answers, the form version they are pinned to, the projected list
 * columns (an attached player is kept when the answers name none) and
 * modified_at; an audit_log row (action 'registration.edit', before/after
 * { formVersionId, answers }); a Legends application's business facts
 * follow the answers (refreshLegendApplication). The status and the status
 * log are unchanged.
 */
export async function editRegistrationAnswers(ctx: ServiceContext, input: RegistrationEditInput): Promise<ParticipantRow> {
  const registration = await findRegistration(ctx.db, input.eventId, input.registrationId);
  const version = await versionOfProgram(ctx, input.eventId, input.formVersionId);
  const { answers, result } = (await validatorForVersion(ctx.db, version)).judge(input.answers);
  input = { ...input, answers: answers as Record<string, unknown> };
  if (!result.valid) {
    const invalidParams: InvalidParam[] = result.errors.map((error) => ({
      name: error.path,
      reason: error.message,
      friendlyName: error.friendlyName,
    }));
    throw new ProblemError(422, 'Invalid answers', 'Some answers are missing or not valid.', invalidParams);
  }
  const columns = registrationAnswerColumns(projectAnswers(version.compiled, input.answers, ctx.registry));
  const timestamp = ctx.now().toISOString();

  const updated = await ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('registrations')
      .set({
        ...columns,
        player_id: columns.player_id ?? registration.player_id,
        answers_json: JSON.stringify(input.answers),
        form_version_id: version.id,
        modified_at: timestamp,
      })
      .where('id', '=', registration.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      throw new ProblemError(404, 'Not Found', `Program ${input.eventId} has no participant ${input.registrationId}.`);
    }
    await refreshLegendApplication(trx, registration.id, input.answers, timestamp);
    await trx
      .insertInto('audit_log')
      .values({
        at: timestamp,
        actor: input.actor.email,
        action: 'registration.edit',
        target: `registration:${registration.id}`,
        before_json: JSON.stringify({
          formVersionId: registration.form_version_id,
          answers: JSON.parse(registration.answers_json) as unknown,
        }),
        after_json: JSON.stringify({ formVersionId: version.id, answers: input.answers }),
      })
      .execute();
    return trx.selectFrom('registrations').selectAll().where('id', '=', registration.id).executeTakeFirstOrThrow();
  });
  return toParticipantRow(updated);
}

/** The form version when it belongs to the program; 422 naming formVersionId otherwise (as for a submission). */
async function versionOfProgram(ctx: Pick<ServiceContext, 'db'>, eventId: number, formVersionId: number): Promise<StoredFormVersion> {
  try {
    return await getFormVersion(ctx.db, eventId, formVersionId);
  } catch (error) {
    if (!(error instanceof ProblemError) || error.status !== 404) throw error;
    throw new ProblemError(422, 'Invalid request body', error.detail, [
      { name: 'formVersionId', reason: 'is not a form version of this program' },
    ]);
  }
}
