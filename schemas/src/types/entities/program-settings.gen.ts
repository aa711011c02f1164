/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * The program fields of spec §3 that are neither identity, dates nor form structure: messages, emails (rich text, sanitized HTML), fee, social links, flags. Stored as one JSON document per program. Field names are the spec's own, typos included (submissionConfirmatiomEmail).
 */
export interface ProgramSettings {
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
