/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { FixedRole } from '../entities/fixed-role.gen.ts';
import type { ProgramFamily } from '../entities/program-family.gen.ts';

/**
 * Name of a field of ProgramSettingsUpdateRequest (PUT /api/admin/events/{eventId}).
 */
export type ProgramSettingsField =
  | 'eventName'
  | 'programDisplayName'
  | 'eventYear'
  | 'activeEvent'
  | 'startDate'
  | 'endDate'
  | 'applicationDueDate'
  | 'eventDescription'
  | 'showFacebookLink'
  | 'facebookAddress'
  | 'showInstagramLink'
  | 'instagramAddress'
  | 'showTwitterLink'
  | 'twitterAddress'
  | 'applicationsRequiresAccept'
  | 'requireProgramFee'
  | 'programFee'
  | 'showLegalDisclaimer'
  | 'legalDisclaimerMessage'
  | 'footerMessage'
  | 'submissionMessage'
  | 'submissionConfirmatiomEmail'
  | 'acceptanceEmail'
  | 'denyEmail'
  | 'eventClosedMessage'
  | 'eventAcceptModalMessage'
  | 'eventDenyModalMessage'
  | 'applicationUrl'
  | 'acceptanceEmail_embed_pay_link'
  | 'submissionConfirmatiomEmail_embed_pay_link'
  | 'hideEventDates'
  | 'headerGraphicPath';

/**
 * 200 body of GET and PUT /api/admin/events/{eventId} (spec §2 'Program Information', spec §3 Program): the program's settings and which of them the caller may change. Callers without the permission programs.settings.legalDisclaimer (spec §6: everyone but admin and football ops admin) get no showLegalDisclaimer and legalDisclaimerMessage. editableFields lists the fields a PUT by this caller may change: every writable field for admin and football ops admin, the spec §6 Legends subset for a Legends admin, none without programs.edit.
 */
export interface AdminProgramResponse {
  program: AdminProgram;
  /**
   * Fields of ProgramSettingsUpdateRequest this caller may change, in the order of the settings form.
   */
  editableFields: ProgramSettingsField[];
}
/**
 * A program as the settings form shows it: every spec §3 program field (Program), the legal disclaimer fields only for callers who may see them. headerGraphicPath is the URL of the uploaded header graphic (POST /api/admin/{eventId}/logos) or null.
 */
export interface AdminProgram {
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
  showLegalDisclaimer?: boolean;
  /**
   * Rich text (HTML).
   */
  legalDisclaimerMessage?: string;
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
