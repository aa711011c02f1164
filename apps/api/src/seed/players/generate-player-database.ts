import { Faker, base, en } from '@faker-js/faker';
import { nflClubs } from '@huddle/schemas/reference';
import {
  collegeFootballPrograms,
  ncaaConferences,
  type CollegeSeed,
  type CollegeSeedDivision,
  type ConferenceSeed,
} from './college-football.ts';
import { footballNicknames, playerPositions } from './player-positions.ts';

export type { CollegeSeed, ConferenceSeed } from './college-football.ts';

/** One synthetic record of the player database (spec §3 Player database record, without the derived age). */
export interface PlayerSeed {
  id: number;
  firstName: string;
  lastName: string;
  footballName: string;
  positionAbbr: string;
  entryYear: number;
  /** Club full name ('Kansas City Chiefs') for players on a roster, else null. */
  currentClubFullName: string | null;
  /** 'Active', 'Practice Squad', 'Reserve/Injured', 'Free Agent' or 'Retired'. */
  statusShortDescription: string;
  accruedSeasons: number;
  nflExperience: number;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  /** Name of one of the generated colleges. */
  college: string;
}

/** Seed and size of a generated player database. */
export interface PlayerDatabaseOptions {
  seed: number;
  players: number;
}

/** What the seed loads: players, colleges and NCAA conferences. */
export interface PlayerDatabase {
  players: PlayerSeed[];
  colleges: CollegeSeed[];
  conferences: ConferenceSeed[];
}

/** The default database: 3000 players from a fixed seed. */
export const defaultPlayerDatabaseOptions: PlayerDatabaseOptions = { seed: 20261121, players: 3000 };

/** Player ids run from here upwards, one per player. */
export const firstPlayerId = 100001;

/** The season in progress in the generated data (league year 2026-2027); no clock is read. */
export const currentSeason = 2026;

const firstEntryYear = 1965;
const divisionWeights: { value: CollegeSeedDivision; weight: number }[] = [
  { value: 'FBS', weight: 80 },
  { value: 'FCS', weight: 14 },
  { value: '2', weight: 4 },
  { value: '3', weight: 2 },
];

function footballNameOf(faker: Faker, firstName: string): string {
  const nickname = footballNicknames[firstName];
  if (nickname && faker.datatype.boolean({ probability: 0.6 })) return nickname;
  if (faker.datatype.boolean({ probability: 0.06 })) return `${firstName.charAt(0)}.${faker.string.alpha({ casing: 'upper' })}.`;
  return firstName;
}

function statusOf(faker: Faker, lastSeason: number, careerLength: number): string {
  if (lastSeason === currentSeason) {
    const practiceSquad = careerLength <= 3 ? 15 : 3;
    return faker.helpers.weightedArrayElement([
      { value: 'Active', weight: 100 - practiceSquad - 10 },
      { value: 'Practice Squad', weight: practiceSquad },
      { value: 'Reserve/Injured', weight: 10 },
    ]);
  }
  if (lastSeason >= currentSeason - 2 && faker.datatype.boolean({ probability: 0.4 })) return 'Free Agent';
  return 'Retired';
}

function generatePlayer(faker: Faker, id: number, collegesByDivision: Map<CollegeSeedDivision, CollegeSeed[]>): PlayerSeed {
  const firstName = faker.person.firstName('male');
  const lastName = faker.person.lastName();
  const position = faker.helpers.weightedArrayElement(playerPositions.map((p) => ({ value: p, weight: p.weight })));
  const entryYear = faker.number.int({ min: firstEntryYear, max: currentSeason });
  const seasonsPossible = currentSeason - entryYear + 1;
  // the shorter of two draws: most careers are short, a few are long
  const careerDraw = Math.min(
    faker.number.int({ min: 1, max: position.maxSeasons }),
    faker.number.int({ min: 1, max: position.maxSeasons }),
  );
  const careerLength = Math.min(seasonsPossible, careerDraw);
  const lastSeason = entryYear + careerLength - 1;
  const status = statusOf(faker, lastSeason, careerLength);
  const onRoster = status !== 'Free Agent' && status !== 'Retired';
  const completedSeasons = lastSeason === currentSeason ? careerLength - 1 : careerLength;
  const birthYear = entryYear - faker.number.int({ min: 21, max: 24 });
  const birthDate = faker.date.between({ from: `${birthYear}-01-01T00:00:00.000Z`, to: `${birthYear}-12-31T00:00:00.000Z` });
  const division = faker.helpers.weightedArrayElement(divisionWeights);
  return {
    id,
    firstName,
    lastName,
    footballName: footballNameOf(faker, firstName),
    positionAbbr: position.value,
    entryYear,
    currentClubFullName: onRoster ? faker.helpers.arrayElement(nflClubs).clubName : null,
    statusShortDescription: status,
    accruedSeasons: status === 'Practice Squad' ? 0 : Math.max(0, completedSeasons - faker.number.int({ min: 0, max: 1 })),
    nflExperience: careerLength,
    birthDate: birthDate.toISOString().slice(0, 10),
    college: faker.helpers.arrayElement(collegesByDivision.get(division) ?? []).name,
  };
}

/**
 * A synthetic player database (ARCHITECTURE.md §5: local tables seeded with
 * synthetic players, colleges, conferences). Deterministic: the same options
 * give the same data on every run and machine; nothing reads the clock.
 *
 * @param options seed (any integer) and players (count, >= 0); defaults to 3000 players
 * @returns players with ids firstPlayerId.., every college a name from colleges;
 *   colleges (about 120 real programs) and conferences (real NCAA football conferences by division)
 * @throws RangeError when players is negative or not an integer
 */
export function generatePlayerDatabase(options: PlayerDatabaseOptions = defaultPlayerDatabaseOptions): PlayerDatabase {
  if (!Number.isInteger(options.players) || options.players < 0)
    throw new RangeError(`players must be a whole number >= 0, got ${options.players}`);
  const faker = new Faker({ locale: [en, base], seed: options.seed });
  const colleges = collegeFootballPrograms.map((college) => ({ ...college }));
  const collegesByDivision = new Map<CollegeSeedDivision, CollegeSeed[]>();
  for (const college of colleges) collegesByDivision.set(college.division, [...(collegesByDivision.get(college.division) ?? []), college]);
  const players = Array.from({ length: options.players }, (_, index) => generatePlayer(faker, firstPlayerId + index, collegesByDivision));
  return { players, colleges, conferences: ncaaConferences.map((conference) => ({ ...conference })) };
}
