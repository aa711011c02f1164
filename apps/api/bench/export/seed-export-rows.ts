import { Faker, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { CompiledForm } from '@huddle/form-engine';
import type { Database, NewRegistration } from '../../src/db/database.ts';
import { insertInBatches } from '../../src/seed/insert-in-batches.ts';
import { searchNameOf } from '../../src/services/participants/participant-row.ts';
import { sampleAnswers } from '../../src/test-support/sample-answers.ts';

/** The program-year the export benchmark fills: the resume program (answers with many fields), league year 2026. */
export const EXPORT_SCOPE = { programId: 4, eventYear: 2026 } as const;

/** Distinct synthetic applicants; the rest are copies of them (same columns, new ids). */
const DISTINCT_ROWS = 5000;

/** Columns copied row for row (all but id and the unique payment reference, which the database fills in). */
const COPIED_COLUMNS = [
  'program_id',
  'form_version_id',
  'event_year',
  'status',
  'answers_json',
  'first_name',
  'last_name',
  'search_name',
  'email',
  'phone',
  'city',
  'state_code',
  'country',
  'birth_date',
  'company_name',
  'industry',
  'player_id',
  'teams',
  'football_areas',
  'playing_history',
  'submitted_at',
  'modified_at',
  'status_changed_by',
  'approved_by',
] as const;

/**
 * Brings the live registrations of EXPORT_SCOPE to `total`: first
 * DISTINCT_ROWS realistic applicants (faker, fixed seed; answers filled for
 * every field of the program's form, formula-like and quoted text
 * included), then copies of existing rows with INSERT ... SELECT, doubling
 * until `total` (fast on both dialects). Does nothing when there are
 * already `total` or more.
 */
export async function seedExportRows(db: Kysely<Database>, total: number): Promise<void> {
  let count = await liveCount(db);
  if (count === 0) {
    await insertInBatches(db, 'registrations', await distinctRows(db, Math.min(DISTINCT_ROWS, total)));
    count = await liveCount(db);
  }
  while (count < total) {
    const copy = db
      .selectFrom('registrations')
      .select([...COPIED_COLUMNS])
      .where('program_id', '=', EXPORT_SCOPE.programId)
      .where('event_year', '=', EXPORT_SCOPE.eventYear)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(Math.min(count, total - count));
    await db
      .insertInto('registrations')
      .columns([...COPIED_COLUMNS])
      .expression(copy)
      .execute();
    count = await liveCount(db);
  }
}

async function liveCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await db
    .selectFrom('registrations')
    .where('program_id', '=', EXPORT_SCOPE.programId)
    .where('event_year', '=', EXPORT_SCOPE.eventYear)
    .where('deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  return Number(rows);
}

async function distinctRows(db: Kysely<Database>, count: number): Promise<NewRegistration[]> {
  const version = await db
    .selectFrom('form_versions')
    .select(['id', 'compiled_json'])
    .where('program_id', '=', EXPORT_SCOPE.programId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const compiled = JSON.parse(version.compiled_json) as CompiledForm;
  const faker = new Faker({ locale: [en], seed: 20_261_128 });
  return Array.from({ length: count }, () => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = faker.internet.email({ firstName, lastName }).toLowerCase();
    const submittedAt = faker.date.between({ from: '2026-04-01T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' }).toISOString();
    const answers = sampleAnswers(compiled, {
      firstName,
      lastName,
      emailAddress: email,
      city: faker.location.city(),
      q9: faker.helpers.arrayElement(['=SUM(A1:A2)', 'Coach, "head" of scouting', faker.lorem.sentence()]),
    });
    return {
      program_id: EXPORT_SCOPE.programId,
      form_version_id: version.id,
      event_year: EXPORT_SCOPE.eventYear,
      status: faker.helpers.arrayElement([8, 2, 3]),
      answers_json: JSON.stringify(answers),
      first_name: firstName,
      last_name: lastName,
      search_name: searchNameOf(firstName, lastName),
      email,
      phone: faker.phone.number({ style: 'national' }),
      city: faker.location.city(),
      state_code: faker.location.state({ abbreviated: true }),
      country: 'United States of America',
      birth_date: faker.date.birthdate({ mode: 'age', min: 20, max: 40 }).toISOString().slice(0, 10),
      company_name: faker.number.int(3) === 0 ? faker.company.name() : null,
      industry: null,
      player_id: null,
      teams: 'Chicago Bears, Detroit Lions',
      football_areas: null,
      playing_history: faker.number.int(2) === 0 ? `Chicago Bears, ${faker.number.int({ min: 1, max: 12 })} seasons` : null,
      submitted_at: submittedAt,
      modified_at: submittedAt,
      status_changed_by: 'Applicant',
      approved_by: null,
      deleted_at: null,
    };
  });
}
