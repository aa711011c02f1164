import { playerDbInfoKey } from '@huddle/components/definitions';
import type { CollegeDivision, PlayerInfoResponse, PublicPlayerSearchResponse } from '@huddle/schemas';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { currentFormVersion } from '../programs/form-version-service.ts';
import { conferencesByDivision, searchColleges, searchPlayers } from './player-search-service.ts';
import type { ServiceContext } from '../service-context.ts';

/** One suggestion of the public player search (no birth date, age, club or status). */
export type PublicPlayerSuggestion = PublicPlayerSearchResponse['players'][number];

/**
 * 404 problem unless the program exists and its current form has a
 * PlayerDbInfo component: the public may only look players up for a program
 * whose form asks for a player database record.
 */
async function requirePlayerDbInfoForm(ctx: ServiceContext, eventId: number): Promise<void> {
  await findProgram(ctx.db, eventId);
  const version = await currentFormVersion(ctx.db, eventId, ctx.registry, ctx.now());
  if (playerDbInfoKey(version.compiled) === null) {
    throw new ProblemError(404, 'Not Found', `The form of program ${eventId} does not ask for a player database record.`);
  }
}

/**
 * The PlayerDbInfo player search of a program's public form (spec §2, §5
 * 'player search suggests after more than 1 character'): searchPlayers()
 * (≤ 20, name contains the pattern) reduced to playerId, names, college,
 * entry year and position. 400 under 2 characters; 404 for an unknown
 * program or one whose current form has no PlayerDbInfo.
 */
export async function publicPlayerSuggestions(ctx: ServiceContext, eventId: number, pattern: string): Promise<PublicPlayerSuggestion[]> {
  await requirePlayerDbInfoForm(ctx, eventId);
  const players = await searchPlayers(ctx, pattern);
  return players.map(({ playerId, firstName, lastName, college, entryYear, positionAbbr }) => ({
    playerId,
    firstName,
    lastName,
    college,
    entryYear,
    positionAbbr,
  }));
}

/** College names of the player database containing the pattern (≤ 20, by name) for a program's form (spec §4). 404 unknown program; 400 under 2 characters. */
export async function publicCollegeSuggestions(ctx: ServiceContext, eventId: number, pattern: string): Promise<string[]> {
  await findProgram(ctx.db, eventId);
  return (await searchColleges(ctx, pattern)).map((college) => college.collegeName);
}

/** NCAA conference names of a college division for a program's form (spec §7 search-ncaa-conference-by-division). 404 unknown program. */
export async function publicConferenceNames(ctx: ServiceContext, eventId: number, division: CollegeDivision): Promise<string[]> {
  await findProgram(ctx.db, eventId);
  return (await conferencesByDivision(ctx, division)).map((conference) => conference.conferenceName);
}

/**
 * The `?p=` preload of a program's form (spec §2 'A query string containing
 * p preloads player database info', §3 playerAlreadyEnrolled): the player's
 * id, names and college, and whether a live (not removed) registration of
 * this program in its current program year already has this player. 404 for
 * an unknown program, a form without PlayerDbInfo, or an unknown player.
 */
export async function publicPlayerInfo(ctx: ServiceContext, eventId: number, playerId: number): Promise<PlayerInfoResponse> {
  await requirePlayerDbInfoForm(ctx, eventId);
  const program = await findProgram(ctx.db, eventId);
  const player = await ctx.db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'college'])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (player === undefined) throw new ProblemError(404, 'Not Found', `There is no player ${playerId} in the player database.`);
  const enrolled = await ctx.db
    .selectFrom('registrations')
    .select('id')
    .where('program_id', '=', eventId)
    .where('event_year', '=', program.event_year)
    .where('player_id', '=', playerId)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return {
    player: { playerId: player.id, firstName: player.first_name, lastName: player.last_name, college: player.college },
    playerAlreadyEnrolled: enrolled !== undefined,
  };
}
