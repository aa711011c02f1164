import type { JsonSchema } from '@huddle/form-engine';

/**
 * Admin configuration of FamilyInformation (spec §3 configuration keys):
 * spouseInfo asks whether a significant other attends (spouseShirtSize adds
 * their T-shirt size); kidsInfo asks about children: childrenHowMany the
 * number attending (which lays out one row per child), childrenAge each
 * child's age, childrenShirtSize each child's shirt size.
 */
export interface FamilyInformationConfig {
  spouseInfo: boolean;
  spouseShirtSize: boolean;
  kidsInfo: boolean;
  childrenHowMany: boolean;
  childrenAge: boolean;
  childrenShirtSize: boolean;
  [key: string]: unknown;
}

/**
 * Configuration a program gets when it adds the component; a stored
 * configuration's keys replace these one by one (so a program that stores
 * only spouseInfo and kidsInfo still has childrenHowMany on).
 */
export const defaultFamilyInformationConfig: FamilyInformationConfig = {
  spouseInfo: true,
  spouseShirtSize: false,
  kidsInfo: true,
  childrenHowMany: true,
  childrenAge: true,
  childrenShirtSize: false,
};

/**
 * JSON Schema of the configuration (the admin 'Component Details' editor).
 * Children's rows are laid out by the number of children attending, so
 * kidsInfo on needs childrenHowMany on: that configuration is refused.
 */
export const familyInformationConfigSchema: JsonSchema = {
  type: 'object',
  properties: {
    spouseInfo: { type: 'boolean', title: 'Ask whether a significant other attends' },
    spouseShirtSize: { type: 'boolean', title: "Ask the significant other's T-shirt size" },
    kidsInfo: { type: 'boolean', title: 'Ask about children attending' },
    childrenHowMany: {
      type: 'boolean',
      title: 'Ask how many children attend',
      description: 'Needed when asking about children: one row per child attending.',
    },
    childrenAge: { type: 'boolean', title: "Ask each child's age" },
    childrenShirtSize: { type: 'boolean', title: "Ask each child's shirt size" },
  },
  required: ['spouseInfo', 'spouseShirtSize', 'kidsInfo', 'childrenHowMany', 'childrenAge', 'childrenShirtSize'],
  if: { properties: { kidsInfo: { const: true } }, required: ['kidsInfo'] },
  then: { properties: { childrenHowMany: { const: true } } },
};
