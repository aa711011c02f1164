import type { ProgramSettingsValues } from '../settings-values.ts';

/**
 * A program's settings as the settings form loads them (every field, legal
 * disclaimer included; no fee, approval required): the fixture of the rules'
 * tests and of the admin form's.
 */
export function sampleSettings(overrides: Partial<ProgramSettingsValues> = {}): ProgramSettingsValues {
  return {
    eventName: 'Chess Event',
    programDisplayName: 'Legends Chess Event',
    eventYear: 2026,
    activeEvent: true,
    startDate: '2026-06-10',
    endDate: '2026-06-12',
    applicationDueDate: '2026-05-31',
    eventDescription: '<p>A day of chess with Legends.</p>',
    showFacebookLink: true,
    facebookAddress: 'https://facebook.example/chess',
    showInstagramLink: false,
    instagramAddress: '',
    showTwitterLink: false,
    twitterAddress: '',
    applicationsRequiresAccept: true,
    requireProgramFee: false,
    programFee: 0,
    showLegalDisclaimer: false,
    legalDisclaimerMessage: '',
    footerMessage: '<p>Questions? Write to us.</p>',
    submissionMessage: '<p>We will be in touch.</p>',
    submissionConfirmatiomEmail: '<p>Thank you for applying.</p>',
    acceptanceEmail: '<p>You are in.</p>',
    denyEmail: '<p>Sorry.</p>',
    eventClosedMessage: '<p>See you next year.</p>',
    eventAcceptModalMessage: '<p>Approve this applicant?</p>',
    eventDenyModalMessage: '<p>Deny this applicant?</p>',
    applicationUrl: '/chess-event',
    headerGraphicPath: null,
    embedProgramFeeLinkApproval: false,
    embedProgramFeeLinkConfirmation: false,
    acceptanceEmail_embed_pay_link: false,
    submissionConfirmatiomEmail_embed_pay_link: false,
    hideEventDates: false,
    ...overrides,
  };
}
