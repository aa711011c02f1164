import { Faker, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { footballAreas, nflClubs } from '@huddle/schemas/reference';
import type { Database, NewRegistration } from '../src/db/database.ts';
import { insertInBatches } from '../src/seed/insert-in-batches.ts';
import { searchNameOf } from '../src/services/participants/participant-row.ts';

/** The few large programs most registrations go to (ids of the seed catalog). */
export const LARGE_PROGRAMS = {
  legendsDirectory: 2,
  resumeProgram: 4,
  footballAreas: 6,
  careerTours: 36,
} as const;

/** Share of all registrations each large program receives; the rest spread over the other programs. */
const LARGE_SHARE = 0.2;

/** League years of the synthetic registrations with their weights (recent years busier). */
const YEARS: readonly (readonly [number, number])[] = [
  [2019, 4],
  [2020, 5],
  [2021, 7],
  [2022, 9],
  [2023, 12],
  [2024, 16],
  [2025, 21],
  [2026, 26],
];

const STATUSES: readonly (readonly [number, number])[] = [
  [8, 50],
  [2, 30],
  [3, 12],
  [1, 3],
  [4, 3],
  [11, 2],
];

/** Fixed faker seed: the same participants on every run and machine. */
export const PARTICIPANT_SEED = 20_260_401;

/**
 * Inserts `count` synthetic registrations of the seeded catalog's programs
 * in batches: 20 % each in the four LARGE_PROGRAMS, the rest spread evenly;
 * realistic names, emails, places and companies from @faker-js/faker (fixed
 * seed), league years 2019-2026 weighted to recent ones, 2 % removed
 * (deleted_at), teams on the resume program, football areas on the
 * football-areas program, US states on most Legends rows. Rows go in in
 * submission order, as the application appends them.
 */
export async function insertBenchParticipants(db: Kysely<Database>, count: number): Promise<void> {
  const faker = new Faker({ locale: [en], seed: PARTICIPANT_SEED });
  const programs = await db.selectFrom('form_versions').select(['program_id', 'id']).orderBy('program_id').execute();
  const versionOf = new Map(programs.map((row) => [row.program_id, row.id]));
  const large = Object.values(LARGE_PROGRAMS) as number[];
  const others = [...versionOf.keys()].filter((id) => !large.includes(id));
  const rows: NewRegistration[] = [];
  for (let index = 0; index < count; index++) {
    const programId =
      index < count * LARGE_SHARE * large.length ? (large[index % large.length] ?? 2) : (others[index % others.length] ?? 2);
    rows.push(participant(faker, programId, versionOf.get(programId) ?? 1));
  }
  rows.sort((a, b) => a.submitted_at.localeCompare(b.submitted_at));
  await insertInBatches(db, 'registrations', rows);
}

function participant(faker: Faker, programId: number, formVersionId: number): NewRegistration {
  const year = weighted(faker, YEARS);
  const submittedAt = faker.date.between({ from: `${year}-04-01T00:00:00.000Z`, to: `${year + 1}-03-31T23:59:59.000Z` }).toISOString();
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const legends = programId === LARGE_PROGRAMS.legendsDirectory;
  const abroad = legends && faker.number.int(9) === 0;
  const status = weighted(faker, STATUSES);
  return {
    program_id: programId,
    form_version_id: formVersionId,
    event_year: year,
    status,
    answers_json: '{}',
    first_name: firstName,
    last_name: lastName,
    search_name: searchNameOf(firstName, lastName),
    email: faker.internet.email({ firstName, lastName }).toLowerCase(),
    phone: faker.phone.number({ style: 'national' }),
    city: faker.location.city(),
    state_code: abroad ? faker.location.state() : faker.location.state({ abbreviated: true }),
    country: abroad ? faker.location.country() : 'United States of America',
    birth_date: faker.date.birthdate({ mode: 'age', min: 22, max: 70 }).toISOString().slice(0, 10),
    company_name: legends || faker.number.int(3) === 0 ? faker.company.name() : null,
    industry: legends ? faker.commerce.department() : null,
    player_id: null,
    teams:
      programId === LARGE_PROGRAMS.resumeProgram
        ? faker.helpers
            .arrayElements(nflClubs, { min: 1, max: 3 })
            .map((club) => club.clubName)
            .join(', ')
        : null,
    football_areas:
      programId === LARGE_PROGRAMS.footballAreas ? JSON.stringify(faker.helpers.arrayElements(footballAreas, { min: 1, max: 3 })) : null,
    playing_history:
      faker.number.int(2) === 0
        ? `${faker.helpers.arrayElement(nflClubs).clubName}, ${faker.number.int({ min: 1, max: 12 })} seasons`
        : null,
    submitted_at: submittedAt,
    modified_at: submittedAt,
    status_changed_by: status === 8 ? 'Applicant' : faker.person.fullName(),
    approved_by: status === 2 ? faker.person.fullName() : null,
    deleted_at: faker.number.int(49) === 0 ? submittedAt : null,
  };
}

function weighted<T>(faker: Faker, choices: readonly (readonly [T, number])[]): T {
  return faker.helpers.weightedArrayElement(choices.map(([value, weight]) => ({ value, weight })));
}
