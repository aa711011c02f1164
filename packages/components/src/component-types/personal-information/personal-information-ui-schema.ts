import { usStates } from '@huddle/schemas/reference';
import type { UiSchema } from '@huddle/form-engine';
import { COLLEGE_WIDGET } from './college-widget-name.ts';

/** Display order of the PersonalInformation fields. */
export const PERSONAL_INFORMATION_ORDER = [
  'firstName',
  'lastName',
  'emailAddress',
  'birthDate',
  'primaryPhone',
  'alternatePhone',
  'country',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
  'college',
  'numYearsPlayed',
  'lastYearPlayed',
  'mensShirtSize',
  '*',
];

/**
 * Widgets and browser autofill hints of the PersonalInformation fields; the
 * state select shows state names for the stored USPS codes.
 */
export function personalInformationUiSchema(): UiSchema {
  return {
    'ui:order': PERSONAL_INFORMATION_ORDER,
    firstName: { 'ui:autocomplete': 'given-name' },
    lastName: { 'ui:autocomplete': 'family-name' },
    emailAddress: { 'ui:autocomplete': 'email' },
    birthDate: { 'ui:autocomplete': 'bday', 'ui:placeholder': 'mm/dd/yyyy', 'ui:help': 'Format: mm/dd/yyyy' },
    primaryPhone: { 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' } },
    alternatePhone: { 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' } },
    country: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a country' },
    address1: { 'ui:autocomplete': 'address-line1' },
    address2: { 'ui:autocomplete': 'address-line2' },
    city: { 'ui:autocomplete': 'address-level2' },
    stateCode: {
      'ui:autocomplete': 'address-level1',
      'ui:placeholder': 'Choose a state',
      'ui:enumNames': usStates.map((state) => state.name),
    },
    postalCode: { 'ui:autocomplete': 'postal-code' },
    college: { 'ui:widget': COLLEGE_WIDGET },
    numYearsPlayed: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a number' },
    lastYearPlayed: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a year' },
    mensShirtSize: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a size' },
  };
}
