import type { ComponentType } from '@huddle/form-engine';

/**
 * EventDescription (spec §2, Header): program name, rich-text description,
 * program dates and due date ('MMMM D, YYYY'; hidden for the program that
 * hides them). Display only, no answers, no admin.
 */
export const eventDescription: ComponentType = {
  name: 'EventDescription',
  section: 'Header',
  description: 'Program name, description, program dates and application due date.',
  defaultConfiguration: {},
};
