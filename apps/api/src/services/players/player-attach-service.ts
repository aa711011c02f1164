import { ProblemError } from '../../errors/problem-error.ts';
import { findRegistration } from '../participants/participant-service.ts';
import { toParticipantRow, type ParticipantRow } from '../participants/participant-row.ts';
import type { ServiceContext } from '../service-context.ts';

/** POST /api/events/{eventId}/registrations/{registrationId}/player/{playerId}. */
export interface AttachPlayerInput {
  eventId: number;
  registrationId: number;
  playerId: number;
  /** Email of the staff member ('Select Player' in 'Player Db Search'). */
  actorEmail: string;
}

/**
 * Attaches a player database record to a participant (spec §7 attach player):
 * sets registrations.player_id and modified_at, and writes an audit row
 * (action 'registration.player', target 'registration:{id}', before/after
 * { playerId }) in one transaction. 404 problem for an unknown or removed
 * participant of this program, or an unknown player.
 */
export async function attachPlayer(ctx: Pick<ServiceContext, 'db' | 'now'>, input: AttachPlayerInput): Promise<ParticipantRow> {
  const registration = await findRegistration(ctx.db, input.eventId, input.registrationId);
  const player = await ctx.db.selectFrom('players').select('id').where('id', '=', input.playerId).executeTakeFirst();
  if (player === undefined) throw new ProblemError(404, 'Not Found', `There is no player ${input.playerId} in the player database.`);

  const at = ctx.now().toISOString();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('registrations')
      .set({ player_id: player.id, modified_at: at })
      .where('id', '=', registration.id)
      .where('deleted_at', 'is', null)
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        at,
        actor: input.actorEmail,
        action: 'registration.player',
        target: `registration:${registration.id}`,
        before_json: JSON.stringify({ playerId: registration.player_id }),
        after_json: JSON.stringify({ playerId: player.id }),
      })
      .execute();
    return trx.selectFrom('registrations').selectAll().where('id', '=', registration.id).executeTakeFirstOrThrow();
  });
  return toParticipantRow(updated);
}
