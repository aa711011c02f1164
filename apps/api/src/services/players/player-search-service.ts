import { differenceInYears } from 'date-fns';
import type { College, CollegeDivision, NcaaConference, PlayerRecord } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import { ProblemError } from '../../errors/problem-error.ts';
import { containsIgnoringCase } from '../participants/contains-pattern.ts';
import type { ServiceContext } from '../service-context.ts';

/** Most suggestions a player or college search returns (contract: ≤ 20). */
export const SEARCH_LIMIT = 20;

/** Shortest pattern searched (spec §5: player search suggests after more than 1 character). */
export const MIN_PATTERN_LENGTH = 2;

/**
 * 'Player Db Search' (spec §2, §7 search-player-db): player database records
 * whose lower-cased 'first last' name contains the pattern (case-insensitive,
 * surrounding blanks ignored), at most 20, by last name, first name, id.
 * `age` is whole years at ctx.now(). 400 problem for a pattern under 2 characters.
 */
export async function searchPlayers(ctx: Pick<ServiceContext, 'db' | 'now'>, pattern: string): Promise<PlayerRecord[]> {
  const term = checkedPattern(pattern);
  const rows = await ctx.db
    .selectFrom('players')
    .selectAll()
    .where(containsIgnoringCase('search_name', term))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(SEARCH_LIMIT)
    .execute();
  const now = ctx.now();
  return rows.map((row) => toPlayerRecord(row, now));
}

/** Colleges of the player database whose name contains the pattern (case-insensitive), at most 20, by name. */
export async function searchColleges(ctx: Pick<ServiceContext, 'db'>, pattern: string): Promise<College[]> {
  const term = checkedPattern(pattern);
  const rows = await ctx.db
    .selectFrom('colleges')
    .selectAll()
    .where(containsIgnoringCase('name', term))
    .orderBy('name')
    .orderBy('id')
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({
    collegeId: row.id,
    collegeName: row.name,
    division: row.division as CollegeDivision,
    conference: row.conference,
  }));
}

/** The NCAA conferences of a college division (spec §7 search-ncaa-conference-by-division), by name; none for 'N/A'. */
export async function conferencesByDivision(ctx: Pick<ServiceContext, 'db'>, division: CollegeDivision): Promise<NcaaConference[]> {
  const rows = await ctx.db
    .selectFrom('ncaa_conferences')
    .selectAll()
    .where('division', '=', division)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ conferenceId: row.id, conferenceName: row.name, division: row.division as CollegeDivision }));
}

/** A players row as the API's PlayerRecord (spec §3 Player database record). */
export function toPlayerRecord(row: Selectable<Database['players']>, now: Date): PlayerRecord {
  return {
    playerId: row.id,
    footballName: row.football_name,
    positionAbbr: row.position_abbr,
    entryYear: row.entry_year,
    currentClubFullName: row.current_club_full_name,
    statusShortDescription: row.status_short_description,
    accruedSeasons: row.accrued_seasons,
    nflExperience: row.nfl_experience,
    age: row.birth_date === '' ? null : differenceInYears(now, new Date(`${row.birth_date}T00:00:00Z`)),
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date === '' ? null : row.birth_date,
    college: row.college,
  };
}

function checkedPattern(pattern: string): string {
  const term = pattern.trim();
  if (term.length < MIN_PATTERN_LENGTH) {
    throw new ProblemError(400, 'Invalid request', `Type at least ${MIN_PATTERN_LENGTH} characters to search.`, [
      { name: 'pattern', reason: `must have at least ${MIN_PATTERN_LENGTH} characters` },
    ]);
  }
  return term;
}
