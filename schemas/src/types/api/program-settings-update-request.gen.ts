/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of PUT /api/admin/events/{eventId} (spec §2 'Program Information' Save, spec §5 'Program form'): the settings fields to change; fields left out keep their value. The spec §4/§5 rules are those of @huddle/program-rules, which the admin form applies too. Rules applied on save (spec §4): an unticked social link, legal disclaimer or fee clears its dependent field (fee 0); embedProgramFeeLinkApproval/Confirmation follow the fee and approval flags; a payment-link flag set where spec §4 does not offer it is refused (422 naming it); rich text is sanitized. A Legends admin may change only the spec §6 Legends subset (editableFields of the GET answer): other fields whose value would change are refused with 403 naming them. The league-year date check is a confirmation in the client; the server saves what it is sent. 422 problem naming each invalid field; nothing is changed on any refusal.
 */
export interface ProgramSettingsUpdateRequest {
  /**
   * spec §5 program name (@huddle/program-rules textPatterns.programName): at least one letter, digit, hyphen or comma; only letters, digits, spaces and . , : ; ' ’ ( ) & / ! ? # + _ -.
   */
  eventName?: string;
  /**
   * '' or a program name (@huddle/program-rules textPatterns.programDisplayName).
   */
  programDisplayName?: string;
  /**
   * Start year of the league year (spec §3; digits, spec §5).
   */
  eventYear?: number;
  /**
   * An inactive program is closed to applicants (spec §4).
   */
  activeEvent?: boolean;
  startDate?: string | null;
  endDate?: string | null;
  /**
   * The application closes at the end of the day after this date (spec §9).
   */
  applicationDueDate?: string | null;
  /**
   * Rich text (HTML), sanitized on save; its text must hold at least one letter, digit, hyphen or comma (spec §5).
   */
  eventDescription?: string;
  showFacebookLink?: boolean;
  /**
   * http(s) address of the page, or ''. Saved as '' while its show flag is off (spec §4).
   */
  facebookAddress?: string;
  showInstagramLink?: boolean;
  /**
   * http(s) address of the page, or ''. Saved as '' while its show flag is off (spec §4).
   */
  instagramAddress?: string;
  showTwitterLink?: boolean;
  /**
   * http(s) address of the page, or ''. Saved as '' while its show flag is off (spec §4).
   */
  twitterAddress?: string;
  applicationsRequiresAccept?: boolean;
  requireProgramFee?: boolean;
  /**
   * Dollars, 0 to 99999 with at most 2 decimals (spec §5). Saved as 0 unless requireProgramFee.
   */
  programFee?: number;
  showLegalDisclaimer?: boolean;
  /**
   * Rich text (HTML).
   */
  legalDisclaimerMessage?: string;
  /**
   * Rich text (HTML).
   */
  footerMessage?: string;
  /**
   * Rich text (HTML) shown after 'Your application has been submitted'.
   */
  submissionMessage?: string;
  /**
   * Rich text (HTML) email sent on submission.
   */
  submissionConfirmatiomEmail?: string;
  /**
   * Rich text (HTML) email sent on approval.
   */
  acceptanceEmail?: string;
  /**
   * Rich text (HTML) email sent on rejection.
   */
  denyEmail?: string;
  /**
   * Rich text (HTML) shown under 'The application for this program is now closed'.
   */
  eventClosedMessage?: string;
  eventAcceptModalMessage?: string;
  eventDenyModalMessage?: string;
  /**
   * Public path of the program, e.g. '/coaches-academy', or ''.
   */
  applicationUrl?: string;
  /**
   * 'Include Payment Link' of the approval email (spec §4): allowed only when the program requires approval and a fee. On save '[PAYMENT LINK]' is put at the start of acceptanceEmail when ticked, removed when not.
   */
  acceptanceEmail_embed_pay_link?: boolean;
  /**
   * 'Include Payment Link' of the confirmation email (spec §4): allowed only when the program requires a fee without approval. On save '[PAYMENT LINK]' is put at the start of submissionConfirmatiomEmail when ticked, removed when not.
   */
  submissionConfirmatiomEmail_embed_pay_link?: boolean;
  /**
   * spec §2: event dates hidden for one program.
   */
  hideEventDates?: boolean;
  /**
   * null removes the header graphic; a graphic is set by uploading it (POST /api/admin/{eventId}/logos).
   */
  headerGraphicPath?: null;
}
