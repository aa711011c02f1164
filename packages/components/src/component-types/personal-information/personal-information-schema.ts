import {
  adultShirtSizes,
  countries,
  earliestLastPlayedYear,
  lastPlayedYears,
  numYearsPlayedInNflOptions,
  unitedStatesOfAmerica,
} from '@huddle/schemas/reference';
import type { JsonSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, specPatterns } from '@huddle/form-engine';
import { countryRule } from '../../schema-parts/country-rule.ts';

/** spec §5: college is any non-blank text. */
const NON_BLANK = '\\S';

/** Admin configuration of PersonalInformation (spec §3 configuration keys). */
export interface PersonalInformationConfig {
  requireNumYearsPlayed: boolean;
  requireShirtSize: boolean;
  [key: string]: unknown;
}

const text = (title: string, pattern: string): JsonSchema => ({ type: 'string', title, pattern, maxLength: DEFAULT_TEXT_LIMIT });

/** The always-present fields, titles = spec §5 friendly names. */
function baseProperties(): Record<string, JsonSchema> {
  return {
    firstName: text('First Name', specPatterns.name),
    lastName: text('Last Name', specPatterns.name),
    emailAddress: { type: 'string', title: 'Email Address', format: 'email', maxLength: 254 },
    birthDate: { type: 'string', title: 'Birth Date', pattern: specPatterns.birthDate },
    primaryPhone: { type: 'string', title: 'Primary Phone', pattern: specPatterns.phone },
    alternatePhone: { type: 'string', title: 'Alternate Phone', pattern: specPatterns.phone },
    country: { type: 'string', title: 'Country', enum: countries.map((country) => country.name), default: unitedStatesOfAmerica },
    address1: text('Address', specPatterns.generalText),
    address2: text('Address 2', specPatterns.generalText),
    city: text('City', specPatterns.name),
    stateCode: { type: 'string', title: 'State' },
    postalCode: { type: 'string', title: 'Postal Code' },
    college: text('College', NON_BLANK),
  };
}

const REQUIRED = [
  'firstName',
  'lastName',
  'emailAddress',
  'birthDate',
  'primaryPhone',
  'country',
  'address1',
  'city',
  'stateCode',
  'postalCode',
  'college',
];

/**
 * spec §9: last year played, from the reference (program) year back to 1950,
 * newest first; a program year before 1950 leaves 1950 only.
 */
function lastYearPlayedSchema(referenceYear: number): JsonSchema {
  const years = lastPlayedYears(referenceYear);
  return { type: 'integer', title: 'Last Year Played', enum: years.length > 0 ? years : [earliestLastPlayedYear] };
}

/**
 * The PersonalInformation answers object schema (spec §5 personal required
 * set), with the configured playing-history fields (years played 1-20,
 * last year played) and men's shirt size (spec §9 lists).
 */
export function personalInformationSchema(config: PersonalInformationConfig, title: string, referenceYear: number): JsonSchema {
  const properties = baseProperties();
  const required = [...REQUIRED];
  if (config.requireNumYearsPlayed) {
    properties['numYearsPlayed'] = { type: 'integer', title: 'Years Played', enum: [...numYearsPlayedInNflOptions] };
    properties['lastYearPlayed'] = lastYearPlayedSchema(referenceYear);
    required.push('numYearsPlayed', 'lastYearPlayed');
  }
  if (config.requireShirtSize) {
    properties['mensShirtSize'] = { type: 'string', title: "Men's Shirt Size", enum: [...adultShirtSizes] };
    required.push('mensShirtSize');
  }
  return { type: 'object', title, properties, required, ...countryRule(), unevaluatedProperties: false };
}
