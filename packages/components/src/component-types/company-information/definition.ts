import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { definedColumns, readList, readText } from './answer-readers.ts';
import { companyInformationSchema } from './company-information-schema.ts';
import { companyInformationUiSchema } from './company-information-ui-schema.ts';
import type { CompanySectionConfig } from './company-section-config.ts';
import { companySectionConfigSchema, companySectionTitle } from './company-section-config.ts';

/**
 * CompanyInformation (spec §2, Body): the applicant's company (spec §3
 * company fields, spec §5 company required set and limits): name, address
 * (country first, the United States of America by default; spec §4 country
 * rule), phone, email, website, employees, year formed, federal tax id,
 * certifications, industries and football areas (multi-selects with 'Other'),
 * service area. footballAreas is required only in the legends and business
 * directory programs (spec §5).
 *
 * Projection (participant list): companyName, industry (the first industry,
 * 'Other: ...' as typed), footballAreas, and the company's city, stateCode,
 * country, email and phone. The engine keeps the first non-empty value per
 * column in component order (project-answers.ts), so the company's contact
 * columns only fill what no earlier component (PersonalInformation,
 * FOPSCompanyInformation) projected: in the Legends directory the applicant's
 * own email and phone win; in the business directory the company's show.
 */
export const companyInformation: ComponentType<CompanySectionConfig> = {
  name: 'CompanyInformation',
  section: 'Body',
  description: 'Company name, address, contact details, size, certifications, industries and football areas.',
  configSchema: companySectionConfigSchema,
  defaultConfiguration: {},
  toSchema(config, ctx): JsonSchema {
    return companyInformationSchema(config, companySectionTitle(config, ctx.component.displayName), ctx.program.fixedRole);
  },
  toUiSchema(): UiSchema {
    return companyInformationUiSchema();
  },
  project(answers): ProjectedColumns {
    return definedColumns<ProjectedColumns>({
      companyName: readText(answers, 'companyName'),
      industry: readList(answers, 'businessIndustryList')?.[0],
      city: readText(answers, 'city'),
      stateCode: readText(answers, 'stateCode'),
      country: readText(answers, 'country'),
      email: readText(answers, 'companyEmailAddress'),
      phone: readText(answers, 'companyPhone'),
      footballAreas: readList(answers, 'footballAreas'),
    });
  },
};
