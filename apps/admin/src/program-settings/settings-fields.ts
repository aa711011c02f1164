import type { ProgramSettingsField, TestEmailRequest } from '@huddle/schemas';

/**
 * Every settings field of the form (spec §3 Program), in form order: the
 * fields of PUT /api/admin/events/{eventId}. headerGraphicPath is set by the
 * header graphic upload.
 */
export const settingsFields = [
  'eventName',
  'programDisplayName',
  'eventYear',
  'activeEvent',
  'startDate',
  'endDate',
  'applicationDueDate',
  'hideEventDates',
  'applicationUrl',
  'eventDescription',
  'showFacebookLink',
  'facebookAddress',
  'showInstagramLink',
  'instagramAddress',
  'showTwitterLink',
  'twitterAddress',
  'applicationsRequiresAccept',
  'requireProgramFee',
  'programFee',
  'showLegalDisclaimer',
  'legalDisclaimerMessage',
  'footerMessage',
  'submissionMessage',
  'submissionConfirmatiomEmail',
  'submissionConfirmatiomEmail_embed_pay_link',
  'acceptanceEmail',
  'acceptanceEmail_embed_pay_link',
  'denyEmail',
  'eventClosedMessage',
  'eventAcceptModalMessage',
  'eventDenyModalMessage',
  'headerGraphicPath',
] as const satisfies readonly ProgramSettingsField[];

/** The program emails a test message can be sent of (spec §3 '{field}_test_email'; TestEmailRequest messageType). */
export type TestableEmail = TestEmailRequest['messageType'];

/** spec §3 rich text settings, shown with the rich text editor (spec §9 toolbar). */
export type RichTextSettingsField =
  | 'eventDescription'
  | 'legalDisclaimerMessage'
  | 'footerMessage'
  | 'submissionMessage'
  | 'submissionConfirmatiomEmail'
  | 'acceptanceEmail'
  | 'denyEmail'
  | 'eventClosedMessage'
  | 'eventAcceptModalMessage'
  | 'eventDenyModalMessage';
