import { randomUUID } from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { businessCertifications, industries, serviceAreas, usStates } from '@huddle/schemas/reference';
import type { Database } from '../src/db/database.ts';
import { insertInBatches } from '../src/seed/insert-in-batches.ts';
import { businessColumnsOf, businessFacetsOf, type BusinessFacts } from '../src/services/legends/business-facts.ts';

/** Fixed faker seed: the same businesses on every run and machine. */
export const BUSINESS_SEED = 19_660_115;
/** The Legends Directory program of the seed catalog. */
const LEGENDS_DIRECTORY = 2;

/**
 * Inserts `approved` approved Legends Directory applications (listed in the
 * directory) plus `others` submitted, rejected or Out of Business ones, with
 * their registrations, Legends (one per ten applications) and filter
 * values: company names, descriptions, industries, certifications, service
 * areas and US states from @faker-js/faker (fixed seed). The full-text index
 * follows the rows (triggers on SQLite, a generated column on Postgres).
 */
export async function insertBenchBusinesses(db: Kysely<Database>, approved: number, others: number): Promise<void> {
  const faker = new Faker({ locale: [en], seed: BUSINESS_SEED });
  const version = await db.selectFrom('form_versions').select('id').where('program_id', '=', LEGENDS_DIRECTORY).executeTakeFirstOrThrow();
  const total = approved + others;
  const at = '2025-06-01T12:00:00.000Z';
  const legendCount = Math.ceil(total / 10);
  await insertInBatches(
    db,
    'legends',
    Array.from({ length: legendCount }, () => {
      const first = faker.person.firstName('male');
      const last = faker.person.lastName();
      return { first_name: first, last_name: last, search_name: `${first} ${last}`.toLowerCase(), created_at: at, updated_at: at };
    }),
  );
  const firstLegend = (await db.selectFrom('legends').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const certifications = businessCertifications.map((entry) => entry.value);
  const facts: BusinessFacts[] = Array.from({ length: total }, () => ({
    companyName: `${faker.company.name()} ${faker.helpers.arrayElement(['LLC', 'Inc.', 'Group', 'Partners'])}`,
    industries: faker.helpers.arrayElements(industries, { min: 1, max: 2 }),
    certifications: faker.helpers.arrayElements(certifications, { min: 1, max: 2 }),
    serviceArea: faker.helpers.arrayElement(serviceAreas),
    city: faker.location.city(),
    stateCode: faker.helpers.arrayElement(usStates).code,
    country: 'United States of America',
    website: `www.${faker.internet.domainWord()}.example.com`,
    companyPhone: faker.phone.number({ style: 'national' }),
    companyEmail: faker.internet.email({ provider: 'example.com' }),
  }));
  await insertInBatches(
    db,
    'registrations',
    facts.map((fact, index) => ({
      program_id: LEGENDS_DIRECTORY,
      form_version_id: version.id,
      event_year: 2025,
      status: index < approved ? 2 : faker.helpers.arrayElement([8, 3, 11]),
      answers_json: '{}',
      company_name: fact.companyName,
      submitted_at: at,
      modified_at: at,
      status_changed_by: 'Bench',
      payment_reference: randomUUID(),
    })),
  );
  const registrations = await db
    .selectFrom('registrations')
    .select('id')
    .where('program_id', '=', LEGENDS_DIRECTORY)
    .where('status_changed_by', '=', 'Bench')
    .orderBy('id')
    .execute();
  await insertInBatches(
    db,
    'legend_applications',
    registrations.map((registration, index) => ({
      legend_id: firstLegend + (index % legendCount),
      registration_id: registration.id,
      program_id: LEGENDS_DIRECTORY,
      ...businessColumnsOf(facts[index] as BusinessFacts),
      listed: index < approved ? 1 : 0,
      business_description: `${faker.company.catchPhrase()}. ${faker.company.buzzPhrase()}.`,
      created_at: at,
      updated_at: at,
    })),
  );
  const applications = await db.selectFrom('legend_applications').select(['id', 'registration_id']).orderBy('id').execute();
  const indexOf = new Map(registrations.map((registration, index) => [registration.id, index]));
  await insertInBatches(
    db,
    'legend_application_facets',
    applications.flatMap((application) =>
      businessFacetsOf(facts[indexOf.get(application.registration_id) ?? 0] as BusinessFacts).map((facet) => ({
        application_id: application.id,
        facet: facet.facet,
        value: facet.value,
      })),
    ),
  );
}
