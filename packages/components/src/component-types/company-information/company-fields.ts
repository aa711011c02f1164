import { countries, unitedStatesOfAmerica, usStates } from '@huddle/schemas/reference';
import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { specPatterns } from '@huddle/form-engine';

/** A free-text answer: title = spec §5 friendly name, spec §5 pattern, at most `maxLength` characters. */
export function textField(title: string, pattern: string, maxLength: number): JsonSchema {
  return { type: 'string', title, pattern, maxLength };
}

/** spec §5 email: standard format; 254 characters at most (the longest deliverable address). */
export function emailField(title: string): JsonSchema {
  return { type: 'string', title, format: 'email', maxLength: 254 };
}

/** spec §5 phone: US style, 10 digits with an optional country prefix and separators. */
export function phoneField(title: string): JsonSchema {
  return { type: 'string', title, pattern: specPatterns.phone };
}

/** spec §3 countrySelect: one of the spec §9 countries, the United States of America first and by default. */
export function countryField(title: string): JsonSchema {
  return { type: 'string', title, enum: countries.map((country) => country.name), default: unitedStatesOfAmerica };
}

/**
 * State and postal code: declared as strings; their values are checked by
 * countryRule() (US state code and US postal code in the United States of
 * America, free text elsewhere).
 */
export function addressRegionFields(stateTitle: string, postalCodeTitle: string): { stateCode: JsonSchema; postalCode: JsonSchema } {
  return { stateCode: { type: 'string', title: stateTitle }, postalCode: { type: 'string', title: postalCodeTitle } };
}

/**
 * UI schema of an address block (country select, autofill hints, the state
 * select showing state names for the stored USPS codes in the United States
 * of America). `section` is the autofill section name ('section-company').
 */
export function addressUiSchema(section: string): UiSchema {
  return {
    country: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a country', 'ui:autocomplete': `${section} country-name` },
    address1: { 'ui:autocomplete': `${section} address-line1` },
    address2: { 'ui:autocomplete': `${section} address-line2` },
    city: { 'ui:autocomplete': `${section} address-level2` },
    stateCode: {
      'ui:autocomplete': `${section} address-level1`,
      'ui:placeholder': 'Choose a state',
      'ui:enumNames': usStates.map((state) => state.name),
    },
    postalCode: { 'ui:autocomplete': `${section} postal-code` },
  };
}
