import { unitedStatesOfAmerica, usStates } from '@huddle/schemas/reference';
import type { JsonSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, specPatterns } from '@huddle/form-engine';

/** Answer keys of the country, state and postal code fields of one answers object. */
export interface CountryRuleFields {
  /** Key of the country select (spec §3 country/countrySelect), e.g. 'country'. */
  country: string;
  /** Key of the state field, e.g. 'stateCode'. */
  stateCode: string;
  /** Key of the postal code field, e.g. 'postalCode'. */
  postalCode: string;
}

/** The field keys PersonalInformation and the company sections use. */
export const DEFAULT_COUNTRY_RULE_FIELDS: CountryRuleFields = { country: 'country', stateCode: 'stateCode', postalCode: 'postalCode' };

/**
 * spec §4/§5 country rule, as an if/then/else to spread into an answers
 * object schema: when `country` is the United States of America the state is
 * one of the US states and territories (USPS code) and the postal code is 5
 * digits, optionally -4; any other country (or none yet) turns both into free
 * text: state by the names pattern, postal code by the general-text pattern,
 * each at most `maxLength` characters (default 524288, spec §5/§9).
 * The caller declares the three properties (titles, types) and requires them.
 */
export function countryRule(fields: CountryRuleFields = DEFAULT_COUNTRY_RULE_FIELDS, maxLength: number = DEFAULT_TEXT_LIMIT): JsonSchema {
  return {
    if: { properties: { [fields.country]: { const: unitedStatesOfAmerica } }, required: [fields.country] },
    then: {
      properties: {
        [fields.stateCode]: { enum: usStates.map((state) => state.code) },
        [fields.postalCode]: { pattern: specPatterns.usPostalCode },
      },
    },
    else: {
      properties: {
        [fields.stateCode]: { pattern: specPatterns.name, maxLength },
        [fields.postalCode]: { pattern: specPatterns.generalText, maxLength },
      },
    },
  };
}
