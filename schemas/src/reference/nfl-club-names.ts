import { nflClubs } from './nfl-clubs.ts';

/**
 * The 32 NFL club names (spec §3 Team clubName), alphabetical (English
 * collation), for club drop-downs whose stored answer is the club name
 * (lastTeamPlayedFor, teamSelect, mostRecentTeam).
 */
export const nflClubNames: readonly string[] = nflClubs.map((club) => club.clubName).sort((a, b) => a.localeCompare(b, 'en'));
