import { Faker, base, en } from '@faker-js/faker';
import { nflClubs } from '@huddle/schemas/reference';

/** One season of a player with the club played for ('teams played for'). */
export interface PlayerSeasonSeed {
  playerId: number;
  season: number;
  clubName: string;
}

/** What a player's seasons are derived from (a PlayerSeed fits). */
export interface PlayerCareer {
  id: number;
  entryYear: number;
  /** Seasons in the league, at least 1. */
  nflExperience: number;
  currentClubFullName: string | null;
}

/** Fixed seed of the generated seasons: the same clubs on every machine. */
export const PLAYER_SEASONS_SEED = 1920;

/**
 * The seasons of each player, from the entry year on for nflExperience
 * seasons, in one to three stints with different clubs (the last stint with
 * the current club when the player has one). Deterministic for a seed.
 */
export function generatePlayerSeasons(players: readonly PlayerCareer[], seed = PLAYER_SEASONS_SEED): PlayerSeasonSeed[] {
  const faker = new Faker({ locale: [en, base], seed });
  const clubNames = nflClubs.map((club) => club.clubName);
  const seasons: PlayerSeasonSeed[] = [];
  for (const player of players) {
    const length = Math.max(1, player.nflExperience);
    const stints = Math.min(length, faker.number.int({ min: 1, max: 3 }));
    const clubs = faker.helpers.arrayElements(clubNames, stints);
    if (player.currentClubFullName !== null) clubs[clubs.length - 1] = player.currentClubFullName;
    for (let index = 0; index < length; index++) {
      const stint = Math.min(stints - 1, Math.floor((index * stints) / length));
      seasons.push({ playerId: player.id, season: player.entryYear + index, clubName: clubs[stint] ?? clubNames[0] ?? '' });
    }
  }
  return seasons;
}
