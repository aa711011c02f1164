import type { UiSchema } from '@huddle/form-engine';
import { choicesWithOtherUiSchema } from './choices-with-other-schema.ts';
import { addressUiSchema } from './company-fields.ts';
import {
  certificationOptions,
  footballAreaOptions,
  industryOptions,
  NUM_EMPLOYEES_LENGTH,
  YEAR_FORMED_LENGTH,
} from './company-information-schema.ts';

/** Display order of the CompanyInformation fields (spec §3 company fields). */
export const COMPANY_INFORMATION_ORDER = [
  'companyName',
  'country',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
  'companyPhone',
  'companyEmailAddress',
  'companyWebsite',
  'numEmployees',
  'yearFormed',
  'fedTaxId',
  'businessDirectoryServiceArea',
  'businessCertifications',
  'businessIndustryList',
  'footballAreas',
  '*',
];

/**
 * Widgets of the CompanyInformation fields: the address block with company
 * autofill hints, numeric hints for employees and year formed, a service
 * area select, and the three multi-selects with 'Other' in 3 columns.
 */
export function companyInformationUiSchema(): UiSchema {
  return {
    'ui:order': COMPANY_INFORMATION_ORDER,
    companyName: { 'ui:autocomplete': 'organization' },
    ...addressUiSchema('section-company'),
    companyPhone: { 'ui:autocomplete': 'section-company tel', 'ui:options': { inputType: 'tel' } },
    companyEmailAddress: { 'ui:autocomplete': 'section-company email', 'ui:options': { inputType: 'email' } },
    companyWebsite: { 'ui:autocomplete': 'section-company url', 'ui:placeholder': 'www.example.com' },
    numEmployees: { 'ui:placeholder': 'e.g. 25', 'ui:help': `Digits, up to ${NUM_EMPLOYEES_LENGTH} characters` },
    yearFormed: { 'ui:placeholder': 'yyyy', 'ui:help': `${YEAR_FORMED_LENGTH} characters, e.g. 2012` },
    fedTaxId: { 'ui:placeholder': 'e.g. 12-3456789' },
    businessDirectoryServiceArea: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a service area' },
    businessCertifications: choicesWithOtherUiSchema(certificationOptions),
    businessIndustryList: choicesWithOtherUiSchema(industryOptions),
    footballAreas: choicesWithOtherUiSchema(footballAreaOptions),
  };
}
