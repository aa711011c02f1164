import type { ProgramDisplay } from '../program-display.ts';

/** Program facts for stories and component tests. */
export const sampleProgram: ProgramDisplay = {
  eventName: 'Coaches Academy',
  programDisplayName: 'NFL Coaches Academy 2026',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  applicationDueDate: '2026-05-15',
  eventDescription:
    '<p>A three-day program for former players preparing for a <strong>coaching career</strong>.</p><ul><li>Film study</li><li>Practice planning</li></ul>',
  footerMessage: '<p>Questions about the program? Write to the program team.</p>',
  headerGraphicPath: null,
  hideEventDates: false,
  social: { facebook: 'https://www.facebook.com/nfl', instagram: null, twitter: 'https://twitter.com/nfl' },
  contacts: [
    {
      contactId: 1,
      contactName: 'Jordan Lee',
      contactEmail: 'jordan.lee@example.org',
      officeNumber: '(212) 555-0100',
      mobileNumber: '(917) 555-0101',
    },
  ],
};

/** Personal information answers that pass every rule (United States of America). */
export const validPersonalInformation = {
  firstName: 'Jordan',
  lastName: "O'Neil",
  emailAddress: 'jordan.oneil@example.org',
  birthDate: '04/12/1985',
  primaryPhone: '(212) 555-0199',
  country: 'United States of America',
  address1: '345 Park Avenue',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10154',
  college: 'Syracuse University',
};
