import type { ComponentType } from '@huddle/form-engine';

/** Banner (spec §2, Header): shows the program's header graphic. Display only, no answers, no admin. */
export const banner: ComponentType = {
  name: 'Banner',
  section: 'Header',
  description: "The program's header graphic.",
  defaultConfiguration: {},
};
