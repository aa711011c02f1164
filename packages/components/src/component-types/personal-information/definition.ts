import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { personalInformationSchema } from './personal-information-schema.ts';
import type { PersonalInformationConfig } from './personal-information-schema.ts';
import { personalInformationUiSchema } from './personal-information-ui-schema.ts';

/** Admin configuration: the optional playing-history and shirt-size fields (spec §3, §5). */
const configSchema: JsonSchema = {
  type: 'object',
  properties: {
    requireNumYearsPlayed: { type: 'boolean', title: 'Require years played and last year played' },
    requireShirtSize: { type: 'boolean', title: "Require men's shirt size" },
  },
  required: ['requireNumYearsPlayed', 'requireShirtSize'],
};

/**
 * PersonalInformation (spec §2, Body): the applicant's name, contact,
 * address and college (spec §5 personal required set), plus years played
 * and last year played (requireNumYearsPlayed) and men's shirt size
 * (requireShirtSize). State and postal code follow the country (US list and
 * US postal code for the United States of America, free text elsewhere).
 * Feeds the participant list columns names, email, phone, city, state,
 * country and birth date.
 */
export const personalInformation: ComponentType<PersonalInformationConfig> = {
  name: 'PersonalInformation',
  section: 'Body',
  description: 'Name, contact details, address, college; optionally playing history and shirt size.',
  configSchema,
  defaultConfiguration: { requireNumYearsPlayed: false, requireShirtSize: false },
  toSchema(config, ctx): JsonSchema {
    return personalInformationSchema(config, ctx.component.displayName, ctx.program.eventYear);
  },
  toUiSchema(): UiSchema {
    return personalInformationUiSchema();
  },
  project(answers): ProjectedColumns {
    const read = (key: string) => {
      const value = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>)[key] : undefined;
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    };
    const columns: ProjectedColumns = {
      firstName: read('firstName'),
      lastName: read('lastName'),
      email: read('emailAddress'),
      phone: read('primaryPhone'),
      city: read('city'),
      stateCode: read('stateCode'),
      country: read('country'),
      birthDate: read('birthDate'),
    };
    return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as ProjectedColumns;
  },
};
