import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { specPatterns } from '@huddle/form-engine';
import { definedColumns, readText } from '../company-information/answer-readers.ts';
import { emailField, phoneField, textField } from '../company-information/company-fields.ts';
import type { CompanySectionConfig } from '../company-information/company-section-config.ts';
import { companySectionConfigSchema, companySectionTitle, companyTextLimit } from '../company-information/company-section-config.ts';

/** spec §5 'company contact (5 fields)': all required. */
const FIELDS = ['contactFirstName', 'contactLastName', 'contactTitle', 'contactPrimaryPhone', 'contactEmailAddress'];

/**
 * The CompanyContactInformation answers object schema: the company's primary
 * contact (spec §3), every field required (spec §5); names by the names
 * pattern, title general text (at most the configured maxLength, else
 * 524288 characters), US-style phone, standard email.
 */
export function companyContactInformationSchema(config: CompanySectionConfig, title: string): JsonSchema {
  const limit = companyTextLimit(config);
  return {
    type: 'object',
    title,
    properties: {
      contactFirstName: textField('Contact First Name', specPatterns.name, limit),
      contactLastName: textField('Contact Last Name', specPatterns.name, limit),
      contactTitle: textField('Contact Title', specPatterns.generalText, limit),
      contactPrimaryPhone: phoneField('Contact Primary Phone'),
      contactEmailAddress: emailField('Contact Email Address'),
    },
    required: [...FIELDS],
    unevaluatedProperties: false,
  };
}

/**
 * CompanyContactInformation (spec §2, Body): the company's primary contact,
 * five required fields (spec §5).
 *
 * Projection: the contact's first and last name, email and phone. The engine
 * keeps the first non-empty value per column in component order, so these
 * fill the list only where no earlier component (PersonalInformation,
 * CompanyInformation) projected one: in the business directory the contact
 * names the entry, in the Legends directory the applicant does.
 */
export const companyContactInformation: ComponentType<CompanySectionConfig> = {
  name: 'CompanyContactInformation',
  section: 'Body',
  description: "The company's primary contact: name, title, phone and email.",
  configSchema: companySectionConfigSchema,
  defaultConfiguration: {},
  toSchema(config, ctx): JsonSchema {
    return companyContactInformationSchema(config, companySectionTitle(config, ctx.component.displayName));
  },
  toUiSchema(): UiSchema {
    return {
      'ui:order': [...FIELDS, '*'],
      contactFirstName: { 'ui:autocomplete': 'section-contact given-name' },
      contactLastName: { 'ui:autocomplete': 'section-contact family-name' },
      contactTitle: { 'ui:autocomplete': 'section-contact organization-title' },
      contactPrimaryPhone: { 'ui:autocomplete': 'section-contact tel', 'ui:options': { inputType: 'tel' } },
      contactEmailAddress: { 'ui:autocomplete': 'section-contact email', 'ui:options': { inputType: 'email' } },
    };
  },
  project(answers): ProjectedColumns {
    return definedColumns<ProjectedColumns>({
      firstName: readText(answers, 'contactFirstName'),
      lastName: readText(answers, 'contactLastName'),
      email: readText(answers, 'contactEmailAddress'),
      phone: readText(answers, 'contactPrimaryPhone'),
    });
  },
};
