import type { ComponentType } from '@huddle/form-engine';

/**
 * Footer (spec §2, Footer): the program's footer message, contacts (name,
 * email, office and mobile numbers) and social links. Display only, no
 * answers, no admin.
 */
export const footer: ComponentType = {
  name: 'Footer',
  section: 'Footer',
  description: 'Footer message, program contacts and social links.',
  defaultConfiguration: {},
};
