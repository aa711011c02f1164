import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { PlayerDatabase } from './players/generate-player-database.ts';
import { generatePlayerSeasons } from './players/generate-player-seasons.ts';
import { searchNameOf } from '../services/participants/participant-row.ts';

/**
 * Loads a generated player database into players (search_name = lower-case
 * 'first last'), their seasons and clubs (player_seasons, generatePlayerSeasons), colleges and ncaa_conferences, in as few statements as the
 * dialect's parameter limit allows.
 */
export async function seedPlayers(db: Kysely<Database>, generated: PlayerDatabase): Promise<void> {
  await insertInBatches(
    db,
    'players',
    generated.players.map((player) => ({
      id: player.id,
      first_name: player.firstName,
      last_name: player.lastName,
      search_name: searchNameOf(player.firstName, player.lastName) ?? '',
      football_name: player.footballName,
      position_abbr: player.positionAbbr,
      entry_year: player.entryYear,
      current_club_full_name: player.currentClubFullName,
      status_short_description: player.statusShortDescription,
      accrued_seasons: player.accruedSeasons,
      nfl_experience: player.nflExperience,
      birth_date: player.birthDate,
      college: player.college,
    })),
  );
  await insertInBatches(
    db,
    'player_seasons',
    generatePlayerSeasons(generated.players).map((season) => ({
      player_id: season.playerId,
      season: season.season,
      club_name: season.clubName,
    })),
  );
  await insertInBatches(
    db,
    'colleges',
    generated.colleges.map((college) => ({ name: college.name, division: college.division, conference: college.conference })),
  );
  await insertInBatches(
    db,
    'ncaa_conferences',
    generated.conferences.map((conference) => ({ name: conference.name, division: conference.division })),
  );
}
