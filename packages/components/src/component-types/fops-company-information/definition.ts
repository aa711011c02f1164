import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { definedColumns, readText } from '../company-information/answer-readers.ts';
import type { CompanySectionConfig } from '../company-information/company-section-config.ts';
import { companySectionConfigSchema, companySectionTitle } from '../company-information/company-section-config.ts';
import { fopsCompanyInformationSchema, fopsCompanyInformationUiSchema } from './fops-company-information-schema.ts';

/**
 * FOPSCompanyInformation (spec §2, Body): the football-ops alternate company
 * section (spec §3): the submitter's first and last name, company name,
 * address (spec §4 country rule), phone, email and website; required only
 * the spec §5 'FOPS company' set (names, address 1, city, state, country,
 * postal code, phone, email).
 *
 * Projection: firstName, lastName, email, phone, city, stateCode, country,
 * companyName (the engine keeps the first non-empty value per column in
 * component order).
 */
export const fopsCompanyInformation: ComponentType<CompanySectionConfig> = {
  name: 'FOPSCompanyInformation',
  section: 'Body',
  description: 'Football operations submitter: name, company, address, phone, email and website.',
  configSchema: companySectionConfigSchema,
  defaultConfiguration: {},
  toSchema(config, ctx): JsonSchema {
    return fopsCompanyInformationSchema(config, companySectionTitle(config, ctx.component.displayName));
  },
  toUiSchema(): UiSchema {
    return fopsCompanyInformationUiSchema();
  },
  project(answers): ProjectedColumns {
    return definedColumns<ProjectedColumns>({
      firstName: readText(answers, 'firstName'),
      lastName: readText(answers, 'lastName'),
      email: readText(answers, 'email'),
      phone: readText(answers, 'phone'),
      city: readText(answers, 'city'),
      stateCode: readText(answers, 'stateCode'),
      country: readText(answers, 'country'),
      companyName: readText(answers, 'companyName'),
    });
  },
};
