import type { JsonSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT } from '@huddle/form-engine';

/**
 * Admin configuration shared by the company sections (CompanyInformation,
 * FOPSCompanyInformation, CompanyContactInformation), spec §3 keys:
 * - sectionTitle: heading of the section (else the component's display name);
 * - maxLength: longest free-text answer in characters (spec §5 'company text
 *   inputs max maxLength or 524288'); fixed-length fields (number of
 *   employees 6, year formed 4) keep their own limits.
 */
export interface CompanySectionConfig {
  sectionTitle?: string;
  maxLength?: number;
  [key: string]: unknown;
}

/** JSON Schema of CompanySectionConfig (the admin 'Component Details' editor). */
export const companySectionConfigSchema: JsonSchema = {
  type: 'object',
  properties: {
    sectionTitle: { type: 'string', title: 'Section title', maxLength: 200 },
    maxLength: { type: 'integer', title: 'Maximum characters per text answer', minimum: 1, maximum: DEFAULT_TEXT_LIMIT },
  },
};

/** spec §5: the configured maxLength, else 524288 characters. */
export function companyTextLimit(config: CompanySectionConfig): number {
  return typeof config.maxLength === 'number' && config.maxLength > 0 ? config.maxLength : DEFAULT_TEXT_LIMIT;
}

/** The section heading: the configured sectionTitle when not blank, else the component's display name. */
export function companySectionTitle(config: CompanySectionConfig, displayName: string): string {
  return typeof config.sectionTitle === 'string' && config.sectionTitle.trim() !== '' ? config.sectionTitle : displayName;
}
