import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import { defaultFamilyInformationConfig, familyInformationConfigSchema } from './family-information-config.ts';
import type { FamilyInformationConfig } from './family-information-config.ts';
import { familyInformationSchema, familyInformationUiSchema } from './family-information-schema.ts';

/**
 * FamilyInformation (spec §2, Body; spec §3 family, §4, §9): whether a
 * significant other attends (their name, email, cell phone and, when
 * configured, T-shirt size) and how many children attend (up to 10), with
 * each child's name and, when configured, age and shirt size. What is asked
 * follows the spouseInfo / spouseShirtSize / kidsInfo / childrenHowMany /
 * childrenAge / childrenShirtSize configuration. Feeds no list column.
 */
export const familyInformation: ComponentType<FamilyInformationConfig> = {
  name: 'FamilyInformation',
  section: 'Body',
  description: 'Significant other and children attending, with their contact details, ages and shirt sizes.',
  configSchema: familyInformationConfigSchema,
  defaultConfiguration: defaultFamilyInformationConfig,
  toSchema(config, ctx): JsonSchema {
    return familyInformationSchema(config, ctx.component.displayName);
  },
  toUiSchema(): UiSchema {
    return familyInformationUiSchema();
  },
};
