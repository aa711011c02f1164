import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { specPatterns } from '@huddle/form-engine';
import { countryRule } from '../../schema-parts/country-rule.ts';
import {
  addressRegionFields,
  addressUiSchema,
  countryField,
  emailField,
  phoneField,
  textField,
} from '../company-information/company-fields.ts';
import type { CompanySectionConfig } from '../company-information/company-section-config.ts';
import { companyTextLimit } from '../company-information/company-section-config.ts';

/** spec §5 FOPS company required set (countrySelect = 'country'); company name, address 2 and website are optional. */
const REQUIRED = ['firstName', 'lastName', 'address1', 'city', 'stateCode', 'country', 'postalCode', 'phone', 'email'];

/** Display order of the FOPSCompanyInformation fields. */
export const FOPS_COMPANY_INFORMATION_ORDER = [
  'firstName',
  'lastName',
  'companyName',
  'country',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
  'phone',
  'email',
  'companyWebsite',
  '*',
];

/**
 * The FOPSCompanyInformation answers object schema (spec §3 FOPS/alternate
 * company section, spec §5 'FOPS company' required set, spec §4 country
 * rule). Friendly names: the missing list says 'Phone Number' and 'Email
 * Address' for phone and email (spec §5). Free text is limited to the
 * configured maxLength, else 524288 characters.
 */
export function fopsCompanyInformationSchema(config: CompanySectionConfig, title: string): JsonSchema {
  const limit = companyTextLimit(config);
  const region = addressRegionFields('State', 'Postal Code');
  const properties: Record<string, JsonSchema> = {
    firstName: textField('First Name', specPatterns.name, limit),
    lastName: textField('Last Name', specPatterns.name, limit),
    companyName: textField('Company Name', specPatterns.generalText, limit),
    country: countryField('Country'),
    address1: textField('Address', specPatterns.generalText, limit),
    address2: textField('Address 2', specPatterns.generalText, limit),
    city: textField('City', specPatterns.name, limit),
    stateCode: region.stateCode,
    postalCode: region.postalCode,
    phone: phoneField('Phone Number'),
    email: emailField('Email Address'),
    companyWebsite: textField('Company Website', specPatterns.generalText, limit),
  };
  return { type: 'object', title, properties, required: [...REQUIRED], ...countryRule(undefined, limit), unevaluatedProperties: false };
}

/** Widgets and autofill hints of the FOPSCompanyInformation fields. */
export function fopsCompanyInformationUiSchema(): UiSchema {
  return {
    'ui:order': FOPS_COMPANY_INFORMATION_ORDER,
    firstName: { 'ui:autocomplete': 'given-name' },
    lastName: { 'ui:autocomplete': 'family-name' },
    companyName: { 'ui:autocomplete': 'organization' },
    ...addressUiSchema('section-company'),
    phone: { 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' } },
    email: { 'ui:autocomplete': 'email', 'ui:options': { inputType: 'email' } },
    companyWebsite: { 'ui:autocomplete': 'url', 'ui:placeholder': 'www.example.com' },
  };
}
