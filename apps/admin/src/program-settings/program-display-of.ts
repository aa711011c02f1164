import type { ProgramDisplay } from '@huddle/components';
import type { Contact } from '@huddle/schemas';
import type { SettingsValues } from './settings-values.ts';

/**
 * The program facts the live preview's display components show (header
 * graphic, name, description, dates, footer, social links), from the
 * settings as being edited; `contacts` are kept from the draft (the contacts
 * panel edits them). A social address shows only while its link is ticked.
 */
export function programDisplayOf(values: SettingsValues, contacts: Contact[]): ProgramDisplay {
  const linkOf = (shown: boolean, address: string) => (shown && address !== '' ? address : null);
  return {
    eventName: values.eventName,
    programDisplayName: values.programDisplayName === '' ? null : values.programDisplayName,
    startDate: values.startDate,
    endDate: values.endDate,
    applicationDueDate: values.applicationDueDate,
    eventDescription: values.eventDescription,
    footerMessage: values.footerMessage,
    headerGraphicPath: values.headerGraphicPath,
    hideEventDates: values.hideEventDates,
    social: {
      facebook: linkOf(values.showFacebookLink, values.facebookAddress),
      instagram: linkOf(values.showInstagramLink, values.instagramAddress),
      twitter: linkOf(values.showTwitterLink, values.twitterAddress),
    },
    contacts,
  };
}
