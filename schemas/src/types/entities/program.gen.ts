/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { FixedRole } from './fixed-role.gen.ts';
import type { ProgramFamily } from './program-family.gen.ts';

/**
 * A program (event) of spec §3: its identity, family, dates and every ProgramSettings field, flat. Contacts, questions and components are separate resources (spec §7). Dates are 'YYYY-MM-DD' or null.
 */
export interface Program {
  /**
   * Program id, stable in URLs (spec §2 /app/admin/programs/{programId}).
   */
  eventId: number;
  /**
   * spec §5: letters, digits, hyphen or comma.
   */
  eventName: string;
  programDisplayName: string;
  /**
   * Start year of the league year (spec §3); the league year starts April 1 (spec §9).
   */
  eventYear: number;
  /**
   * An inactive program is closed to applicants (spec §4).
   */
  activeEvent: boolean;
  startDate: string | null;
  endDate: string | null;
  /**
   * The application closes at the end of the day after this date (spec §9).
   */
  applicationDueDate: string | null;
  family: ProgramFamily;
  fixedRole: FixedRole;
  /**
   * Rich text (HTML).
   */
  eventDescription: string;
  showFacebookLink: boolean;
  facebookAddress: string;
  showInstagramLink: boolean;
  instagramAddress: string;
  showTwitterLink: boolean;
  twitterAddress: string;
  applicationsRequiresAccept: boolean;
  requireProgramFee: boolean;
  /**
   * Dollars, 2 decimals (spec §5).
   */
  programFee: number;
  showLegalDisclaimer: boolean;
  /**
   * Rich text (HTML).
   */
  legalDisclaimerMessage: string;
  /**
   * Rich text (HTML).
   */
  footerMessage: string;
  /**
   * Rich text (HTML) shown after 'Your application has been submitted'.
   */
  submissionMessage: string;
  /**
   * Rich text (HTML) email sent on submission.
   */
  submissionConfirmatiomEmail: string;
  /**
   * Rich text (HTML) email sent on approval.
   */
  acceptanceEmail: string;
  /**
   * Rich text (HTML) email sent on rejection.
   */
  denyEmail: string;
  /**
   * Rich text (HTML) shown under 'The application for this program is now closed'.
   */
  eventClosedMessage: string;
  eventAcceptModalMessage: string;
  eventDenyModalMessage: string;
  /**
   * Public path of the program, e.g. /coaches-academy.
   */
  applicationUrl: string;
  headerGraphicPath: string | null;
  embedProgramFeeLinkApproval: boolean;
  embedProgramFeeLinkConfirmation: boolean;
  acceptanceEmail_embed_pay_link: boolean;
  submissionConfirmatiomEmail_embed_pay_link: boolean;
  /**
   * spec §2: event dates hidden for one program.
   */
  hideEventDates: boolean;
}
