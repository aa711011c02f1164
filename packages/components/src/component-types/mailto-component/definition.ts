import type { ComponentType } from '@huddle/form-engine';

/**
 * MailtoComponent (spec §2, Footer): a mailto link to the program's first
 * contact email, shown only when the program has a footer message (spec §2:
 * the football ops program, or the legends program in the admin variant,
 * only when a footer message exists; the programs that want it configure
 * it). Placed in the Footer section, before the Footer when listed first.
 * Display only: no answers, no admin configuration. The link text is the
 * component's text when set, else its display name.
 */
export const mailtoComponent: ComponentType = {
  name: 'MailtoComponent',
  section: 'Footer',
  description: "Mailto link to the program's first contact, shown when the program has a footer message.",
  defaultConfiguration: {},
};
