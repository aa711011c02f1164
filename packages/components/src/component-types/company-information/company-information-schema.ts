import { businessCertifications, footballAreas, industries, serviceAreas } from '@huddle/schemas/reference';
import type { FixedRole } from '@huddle/schemas';
import type { JsonSchema } from '@huddle/form-engine';
import { specPatterns } from '@huddle/form-engine';
import { countryRule } from '../../schema-parts/country-rule.ts';
import { choicesWithOtherSchema, plainOptions } from './choices-with-other-schema.ts';
import type { ChoiceOption } from './choices-with-other-schema.ts';
import { addressRegionFields, countryField, emailField, phoneField, textField } from './company-fields.ts';
import type { CompanySectionConfig } from './company-section-config.ts';
import { companyTextLimit } from './company-section-config.ts';

/** spec §5: number of employees at most 6 characters. */
export const NUM_EMPLOYEES_LENGTH = 6;
/** spec §5: year formed exactly 4 characters. */
export const YEAR_FORMED_LENGTH = 4;

/** spec §5: footballAreas is required only in these programs (the legends and business directory programs). */
export const FOOTBALL_AREAS_REQUIRED_ROLES: readonly FixedRole[] = ['legends-directory', 'business-directory'];

/**
 * spec §9 certifications as options: the short value stored; shown as
 * 'MBE (Minority Business Enterprise)', or the full name alone when it
 * already begins with the value ('8(a) Business Development Program').
 */
export const certificationOptions: readonly ChoiceOption[] = businessCertifications.map((certification) => ({
  value: certification.value,
  label: certification.name.startsWith(certification.value) ? certification.name : `${certification.value} (${certification.name})`,
}));
/** spec §9 industries as options. */
export const industryOptions: readonly ChoiceOption[] = plainOptions(industries);
/** spec §9 football areas as options. */
export const footballAreaOptions: readonly ChoiceOption[] = plainOptions(footballAreas);

/** spec §5 company required set (countrySelect = 'country'); footballAreas is added for the directory programs. */
const REQUIRED = [
  'companyName',
  'country',
  'address1',
  'city',
  'stateCode',
  'postalCode',
  'companyPhone',
  'companyEmailAddress',
  'companyWebsite',
  'numEmployees',
  'yearFormed',
  'fedTaxId',
  'businessCertifications',
  'businessIndustryList',
  'businessDirectoryServiceArea',
];

/**
 * The CompanyInformation answers object schema (spec §3 company fields,
 * spec §5 company required set and limits, spec §4 country rule): titles are
 * the friendly names of the missing-fields list; free text is limited to the
 * configured maxLength (else 524288); numEmployees digits/hyphen/comma, at
 * most 6 characters; yearFormed exactly 4 characters; the three multi-selects
 * accept 'Other: {text}' entries. footballAreas is required only when
 * `fixedRole` is the legends or business directory program.
 */
export function companyInformationSchema(config: CompanySectionConfig, title: string, fixedRole: FixedRole): JsonSchema {
  const limit = companyTextLimit(config);
  const footballAreasRequired = FOOTBALL_AREAS_REQUIRED_ROLES.includes(fixedRole);
  const region = addressRegionFields('Company State', 'Company Postal Code');
  const properties: Record<string, JsonSchema> = {
    companyName: textField('Company Name', specPatterns.generalText, limit),
    country: countryField('Company Country'),
    address1: textField('Company Address', specPatterns.generalText, limit),
    address2: textField('Company Address 2', specPatterns.generalText, limit),
    city: textField('Company City', specPatterns.name, limit),
    stateCode: region.stateCode,
    postalCode: region.postalCode,
    companyPhone: phoneField('Company Phone'),
    companyEmailAddress: emailField('Company Email Address'),
    companyWebsite: textField('Company Website', specPatterns.generalText, limit),
    numEmployees: textField('Number of Employees', specPatterns.numeric, NUM_EMPLOYEES_LENGTH),
    yearFormed: { type: 'string', title: 'Year Formed', pattern: specPatterns.yearFormed, maxLength: YEAR_FORMED_LENGTH },
    fedTaxId: textField('Federal Tax ID', specPatterns.generalText, limit),
    businessCertifications: choicesWithOtherSchema({
      title: 'Business Certifications',
      options: certificationOptions,
      required: true,
      maxLength: limit,
    }),
    businessIndustryList: choicesWithOtherSchema({ title: 'Industry', options: industryOptions, required: true, maxLength: limit }),
    businessDirectoryServiceArea: { type: 'string', title: 'Service Area', enum: [...serviceAreas] },
    footballAreas: choicesWithOtherSchema({
      title: 'Football Areas',
      options: footballAreaOptions,
      required: footballAreasRequired,
      maxLength: limit,
    }),
  };
  const required = footballAreasRequired ? [...REQUIRED, 'footballAreas'] : [...REQUIRED];
  return { type: 'object', title, properties, required, ...countryRule(undefined, limit), unevaluatedProperties: false };
}
