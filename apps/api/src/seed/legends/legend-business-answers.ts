import type { Faker } from '@faker-js/faker';
import type { JsonSchema } from '@huddle/form-engine';
import { businessCertifications, industries, serviceAreas } from '@huddle/schemas/reference';

/** The player record a synthetic Legend is (a players row's facts). */
export interface SeedPlayer {
  id: number;
  first_name: string;
  last_name: string;
  college: string;
  birth_date: string; // YYYY-MM-DD
  entry_year: number;
  nfl_experience: number;
}

/** US states the synthetic businesses are in. */
const STATES: readonly { code: string; cities: readonly string[] }[] = [
  { code: 'TX', cities: ['Houston', 'Dallas', 'Austin'] },
  { code: 'GA', cities: ['Atlanta', 'Savannah'] },
  { code: 'FL', cities: ['Miami', 'Tampa', 'Orlando'] },
  { code: 'CA', cities: ['Los Angeles', 'San Diego', 'Oakland'] },
  { code: 'OH', cities: ['Canton', 'Cleveland', 'Columbus'] },
  { code: 'IL', cities: ['Chicago', 'Springfield'] },
  { code: 'NY', cities: ['New York', 'Buffalo'] },
  { code: 'LA', cities: ['New Orleans', 'Baton Rouge'] },
  { code: 'PA', cities: ['Pittsburgh', 'Philadelphia'] },
  { code: 'MO', cities: ['Kansas City', 'St. Louis'] },
];

const SUFFIXES = ['LLC', 'Group', 'Partners', 'Co.', 'Inc.', 'Holdings', 'Services', 'Enterprises'];

const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function phone(faker: Faker): string {
  return `(${faker.string.numeric({ length: 3, allowLeadingZeros: false })}) 555-${faker.string.numeric(4)}`;
}

/**
 * Synthetic answers of one Legends Directory application (the catalog form's
 * components): the Legend from a player database record, a company with
 * industries, certifications, service area and contacts, ownership, the
 * required questions (their first choice) and the signature. `questions` is
 * the compiled form's questions object schema.
 */
export function legendBusinessAnswers(faker: Faker, player: SeedPlayer, questions: JsonSchema | undefined): Record<string, unknown> {
  const state = faker.helpers.arrayElement(STATES);
  const city = faker.helpers.arrayElement(state.cities);
  const words = faker.word.words({ count: { min: 1, max: 2 } }).replace(/[^A-Za-z ]/g, '');
  const companyName = `${player.last_name} ${words.replace(/\b\w/g, (letter) => letter.toUpperCase())} ${faker.helpers.arrayElement(SUFFIXES)}`;
  const domain = `${companyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.example.com`;
  const certificationValues = businessCertifications.map((entry) => entry.value).filter((value) => value !== 'Other');
  const lastYear = Math.min(2026, player.entry_year + Math.max(1, player.nfl_experience) - 1);
  const contactFirst = faker.person.firstName();
  const contactLast = faker.person.lastName();
  const required = new Set(questions?.required ?? []);
  const questionAnswers = Object.fromEntries(
    Object.entries(questions?.properties ?? {})
      .filter(([key, schema]) => required.has(key) && Array.isArray(schema.enum))
      .map(([key, schema]) => [key, schema.enum?.[0]]),
  );
  return {
    personalInformation: {
      firstName: player.first_name,
      lastName: player.last_name,
      emailAddress: `${player.first_name}.${player.last_name}.${player.id}@example.net`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      birthDate: mmddyyyy(player.birth_date),
      primaryPhone: phone(faker),
      country: 'United States of America',
      address1: `${faker.number.int({ min: 10, max: 9999 })} ${faker.helpers.arrayElement(['Main', 'Oak', 'Elm', 'Park', 'Lake'])} Street`,
      city,
      stateCode: state.code,
      postalCode: faker.string.numeric(5),
      college: player.college,
      numYearsPlayed: Math.min(20, Math.max(1, player.nfl_experience)),
      lastYearPlayed: lastYear,
    },
    playerDbInfo: {
      playerId: player.id,
      firstName: player.first_name,
      lastName: player.last_name,
      college: player.college,
      birthDate: mmddyyyy(player.birth_date),
    },
    companyInformation: {
      companyName,
      country: 'United States of America',
      address1: `${faker.number.int({ min: 100, max: 9999 })} Commerce Drive`,
      city,
      stateCode: state.code,
      postalCode: faker.string.numeric(5),
      companyPhone: phone(faker),
      companyEmailAddress: `info@${domain}`,
      companyWebsite: `www.${domain}`,
      numEmployees: String(faker.number.int({ min: 2, max: 900 })),
      yearFormed: String(faker.number.int({ min: 1985, max: 2024 })),
      fedTaxId: `${faker.string.numeric(2)}-${faker.string.numeric(7)}`,
      businessCertifications: faker.helpers.arrayElements(certificationValues, { min: 1, max: 2 }),
      businessIndustryList: faker.helpers.arrayElements(
        industries.filter((industry) => industry !== 'Other'),
        { min: 1, max: 2 },
      ),
      businessDirectoryServiceArea: faker.helpers.arrayElement(serviceAreas),
      footballAreas: ['Development'],
    },
    companyContactInformation: {
      contactFirstName: contactFirst,
      contactLastName: contactLast,
      contactTitle: faker.helpers.arrayElement(['Operations Director', 'General Manager', 'Office Manager', 'Partner']),
      contactPrimaryPhone: phone(faker),
      contactEmailAddress: `${contactFirst}.${contactLast}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
    },
    businessOwnershipInformation: {
      legendsOwnershipPercent: String(faker.number.int({ min: 51, max: 100 })),
      legendInvolvedDayToDay: faker.helpers.arrayElement(['Yes', 'No']),
    },
    questions: questionAnswers,
    digitalSignature: { digitalSignature: `${player.first_name} ${player.last_name}` },
  };
}

/** A short synthetic description of a business (two sentences). */
export function legendBusinessDescription(faker: Faker, companyName: string, city: string): string {
  return `${companyName} is a ${city} company founded and led by an NFL Legend. ${faker.company.catchPhrase()}.`;
}
