import { format, isValid, parseISO } from 'date-fns';
import { playerDbInfoKey } from '@huddle/components/definitions';
import type { CompiledForm } from '@huddle/form-engine';
import { ProblemError } from '../../errors/problem-error.ts';
import type { ServiceContext } from '../service-context.ts';

/**
 * Server authority over the player database fields of a submission (spec §4
 * 'Fields supplied by player database reference are disabled and considered
 * valid'): when the form's PlayerDbInfo answers carry a playerId (a positive
 * integer), the player must exist (422 'Invalid answers' naming
 * '{componentKey}.playerId' otherwise) and firstName, lastName, college and
 * birthDate (mm/dd/yyyy) are replaced by the player database values (a blank
 * database value keeps the applicant's). Returns new answers (the input is
 * not changed); answers without a playerId, or a form without PlayerDbInfo,
 * come back as they are. A playerId of another type is left to validation.
 */
export async function withPlayerDatabaseAnswers(
  ctx: Pick<ServiceContext, 'db'>,
  compiled: Pick<CompiledForm, 'sections'>,
  answers: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const key = playerDbInfoKey(compiled);
  const own = key === null ? undefined : answers[key];
  if (key === null || typeof own !== 'object' || own === null || Array.isArray(own)) return answers;
  const record = own as Record<string, unknown>;
  const playerId = record['playerId'];
  if (typeof playerId !== 'number' || !Number.isInteger(playerId) || playerId < 1) return answers;

  const player = await ctx.db
    .selectFrom('players')
    .select(['first_name', 'last_name', 'college', 'birth_date'])
    .where('id', '=', Math.min(playerId, 2_147_483_647))
    .executeTakeFirst();
  if (player === undefined) {
    throw new ProblemError(422, 'Invalid answers', 'Some answers are missing or not valid.', [
      { name: `${key}.playerId`, reason: 'is not a player of the player database' },
    ]);
  }
  const supplied: Record<string, string> = {
    firstName: player.first_name,
    lastName: player.last_name,
    college: player.college,
    birthDate: displayBirthDate(player.birth_date),
  };
  const merged: Record<string, unknown> = { ...record };
  for (const [field, value] of Object.entries(supplied)) {
    if (value.trim() !== '') merged[field] = value;
  }
  return { ...answers, [key]: merged };
}

/** 'YYYY-MM-DD' (players.birth_date) as mm/dd/yyyy (spec §5 birthDate); '' when absent or not a date. */
function displayBirthDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isoDate !== '' && isValid(date) ? format(date, 'MM/dd/yyyy') : '';
}
