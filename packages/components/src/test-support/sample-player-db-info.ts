import { samplePlayers } from './sample-player-database.ts';

const marcus = samplePlayers[0]!;

/** PlayerDbInfo answers typed by an applicant without a player database record (birth date required). */
export const typedPlayerDbInfo = {
  firstName: 'Jordan',
  lastName: "O'Neal",
  college: 'Rice',
  birthDate: '04/12/1985',
};

/** PlayerDbInfo answers after choosing 'Marcus Bell' in the player search (no birth date: the server fills it). */
export const chosenPlayerDbInfo = {
  playerId: marcus.playerId,
  firstName: marcus.firstName,
  lastName: marcus.lastName,
  college: marcus.college ?? '',
};

/** The answer paths a `?p=` preload of chosenPlayerDbInfo locks (spec §4: supplied by the player database). */
export const preloadedPlayerDbInfoPaths: ReadonlySet<string> = new Set([
  'playerDbInfo.playerId',
  'playerDbInfo.firstName',
  'playerDbInfo.lastName',
  'playerDbInfo.college',
  'playerDbInfo.birthDate',
]);
