/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { Contact } from '../entities/contact.gen.ts';
import type { ContentLanguage } from '../entities/content-language.gen.ts';
import type { FixedRole } from '../entities/fixed-role.gen.ts';
import type { FormVersion } from '../entities/form-version.gen.ts';
import type { ProgramFamily } from '../entities/program-family.gen.ts';

/**
 * 200 body of GET /api/events/{eventId}: what the public application page needs (spec §2 public application form, spec §3 form definition). Messages are sanitized HTML; dates 'YYYY-MM-DD' or null; programFee in dollars.
 */
export interface PublicProgram {
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
  family: ProgramFamily;
  fixedRole: FixedRole;
  startDate: string | null;
  endDate: string | null;
  /**
   * The application closes at the end of the day after this date (spec §9).
   */
  applicationDueDate: string | null;
  /**
   * Rich text (HTML).
   */
  eventDescription: string;
  /**
   * Rich text (HTML).
   */
  footerMessage: string;
  /**
   * Rich text (HTML) shown after 'Your application has been submitted'.
   */
  submissionMessage: string;
  /**
   * Rich text (HTML) shown under 'The application for this program is now closed'.
   */
  eventClosedMessage: string;
  /**
   * Rich text (HTML).
   */
  legalDisclaimerMessage: string;
  /**
   * URL of the header graphic (Banner component), or null.
   */
  headerGraphicPath: string | null;
  /**
   * An inactive program is closed to applicants (spec §4).
   */
  activeEvent: boolean;
  /**
   * spec §4 form closed: the program is not active, or now is later than the application due date plus one day.
   */
  isClosed: boolean;
  /**
   * spec §2: event dates hidden for one program.
   */
  hideEventDates: boolean;
  showLegalDisclaimer: boolean;
  applicationsRequiresAccept: boolean;
  requireProgramFee: boolean;
  /**
   * Dollars, 2 decimals (spec §5).
   */
  programFee: number;
  social: SocialLinks;
  /**
   * The footer contacts, in display order.
   */
  contacts: Contact[];
  /**
   * The program's current form version; the applicant submits against it. With lang=es its texts are the Spanish view (titles, option labels, friendly names); its values and rules are those of the version.
   */
  formVersion: FormVersion;
  /**
   * The language of the program's texts in this answer (the lang query; a text without a Spanish version is English).
   */
  language?: ContentLanguage;
}
/**
 * The footer's social links (spec §2 footer): the address when its show flag is on, else null.
 */
export interface SocialLinks {
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
}
