import { Faker, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { Database, NewRegistration } from '../src/db/database.ts';
import { insertInBatches } from '../src/seed/insert-in-batches.ts';
import { searchNameOf } from '../src/services/participants/participant-row.ts';
import { PARTICIPANT_SEED } from './bench-participants.ts';

/** Rows generated and inserted at a time, so memory stays flat at any count. */
const CHUNK = 20_000;
/** Distinct values drawn from faker once; rows then combine them (faker per row would take minutes at 1,000,000). */
const POOL = 3_000;

const STATUSES = [8, 8, 8, 8, 8, 2, 2, 2, 3, 1] as const;

/**
 * Inserts `count` synthetic registrations into one program-year (the bench
 * of issue 17: a million in one league year), in submission order over the
 * league year (April 1 to March 31): names, emails, companies, cities and US
 * states combined from pools drawn with @faker-js/faker (fixed seed); a third
 * with a company, 5 % abroad (country other than the US), 2 % removed.
 */
export async function insertProgramYearParticipants(
  db: Kysely<Database>,
  scope: { programId: number; eventYear: number; count: number },
): Promise<void> {
  const faker = new Faker({ locale: [en], seed: PARTICIPANT_SEED });
  const pool = <T>(make: () => T): T[] => Array.from({ length: POOL }, make);
  const firstNames = pool(() => faker.person.firstName());
  const lastNames = pool(() => faker.person.lastName());
  const companies = pool(() => faker.company.name());
  const cities = pool(() => faker.location.city());
  const states = pool(() => faker.location.state({ abbreviated: true }));
  const countries = pool(() => faker.location.country());
  const version = await db
    .selectFrom('form_versions')
    .select('id')
    .where('program_id', '=', scope.programId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const start = Date.parse(`${scope.eventYear}-04-01T00:00:00.000Z`);
  const span = Date.parse(`${scope.eventYear + 1}-03-31T23:59:59.000Z`) - start;
  let seed = PARTICIPANT_SEED;
  const random = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  for (let first = 0; first < scope.count; first += CHUNK) {
    const rows: NewRegistration[] = [];
    for (let index = first; index < Math.min(scope.count, first + CHUNK); index++) {
      const firstName = pick(firstNames);
      const lastName = pick(lastNames);
      const submittedAt = new Date(start + Math.floor((span * index) / scope.count)).toISOString();
      const abroad = random() < 0.05;
      const status = pick(STATUSES);
      rows.push({
        program_id: scope.programId,
        form_version_id: version.id,
        event_year: scope.eventYear,
        status,
        answers_json: '{}',
        first_name: firstName,
        last_name: lastName,
        search_name: searchNameOf(firstName, lastName),
        email: `${firstName}.${lastName}${index}@example.org`.toLowerCase(),
        phone: null,
        city: pick(cities),
        state_code: abroad ? null : pick(states),
        country: abroad ? pick(countries) : 'United States of America',
        birth_date: null,
        company_name: random() < 0.33 ? pick(companies) : null,
        industry: null,
        player_id: null,
        teams: null,
        football_areas: null,
        playing_history: null,
        submitted_at: submittedAt,
        modified_at: submittedAt,
        status_changed_by: 'Applicant',
        approved_by: status === 2 ? 'Staff Member' : null,
        deleted_at: random() < 0.02 ? submittedAt : null,
      });
    }
    await db.transaction().execute((trx) => insertInBatches(trx, 'registrations', rows));
  }
}
