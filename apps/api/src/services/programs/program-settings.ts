import type { ProgramSettings } from '@huddle/schemas';
import type { ProgramRow } from '../../db/database.ts';

/**
 * The program's settings document (programs.settings_json, shape of
 * schemas/entities/program-settings.schema.json). Missing flags read as false,
 * a missing fee as 0, missing messages as ''.
 */
export function readProgramSettings(program: Pick<ProgramRow, 'settings_json'>): ProgramSettings {
  const stored = JSON.parse(program.settings_json) as Partial<ProgramSettings>;
  return { ...emptySettings, ...stored };
}

const emptySettings: ProgramSettings = {
  eventDescription: '',
  showFacebookLink: false,
  facebookAddress: '',
  showInstagramLink: false,
  instagramAddress: '',
  showTwitterLink: false,
  twitterAddress: '',
  applicationsRequiresAccept: false,
  requireProgramFee: false,
  programFee: 0,
  showLegalDisclaimer: false,
  legalDisclaimerMessage: '',
  footerMessage: '',
  submissionMessage: '',
  submissionConfirmatiomEmail: '',
  acceptanceEmail: '',
  denyEmail: '',
  eventClosedMessage: '',
  eventAcceptModalMessage: '',
  eventDenyModalMessage: '',
  applicationUrl: '',
  headerGraphicPath: null,
  embedProgramFeeLinkApproval: false,
  embedProgramFeeLinkConfirmation: false,
  acceptanceEmail_embed_pay_link: false,
  submissionConfirmatiomEmail_embed_pay_link: false,
  hideEventDates: false,
};
