import { hasPermission, type ProgramSettingsField, type Role } from '@huddle/schemas';

/**
 * Every field PUT /api/admin/events/{eventId} may change
 * (ProgramSettingsUpdateRequest), in the order of the settings form (spec §3
 * Program). Identity (eventId, family, fixedRole) and the derived
 * embedProgramFeeLink* flags are read-only; headerGraphicPath is set by the
 * header graphic upload and may only be cleared (null) here.
 */
export const writableSettingsFields = [
  'eventName',
  'programDisplayName',
  'eventYear',
  'activeEvent',
  'startDate',
  'endDate',
  'applicationDueDate',
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
  'acceptanceEmail',
  'denyEmail',
  'eventClosedMessage',
  'eventAcceptModalMessage',
  'eventDenyModalMessage',
  'applicationUrl',
  'acceptanceEmail_embed_pay_link',
  'submissionConfirmatiomEmail_embed_pay_link',
  'hideEventDates',
  'headerGraphicPath',
] as const satisfies readonly ProgramSettingsField[];

/**
 * spec §6 'Program settings': the fields flagged for the Legends admin (name,
 * display name, active, social links, approval requirement, footer,
 * submission, confirmation, approval and deny emails, closed, accept and deny
 * modal messages, application url). A Legends admin sees the others but may
 * not change them.
 */
export const legendsAdminFields: readonly ProgramSettingsField[] = [
  'eventName',
  'programDisplayName',
  'activeEvent',
  'showFacebookLink',
  'facebookAddress',
  'showInstagramLink',
  'instagramAddress',
  'showTwitterLink',
  'twitterAddress',
  'applicationsRequiresAccept',
  'footerMessage',
  'submissionMessage',
  'submissionConfirmatiomEmail',
  'acceptanceEmail',
  'denyEmail',
  'eventClosedMessage',
  'eventAcceptModalMessage',
  'eventDenyModalMessage',
  'applicationUrl',
];

/** spec §6: the settings fields whose label mentions the legal disclaimer (permission programs.settings.legalDisclaimer). */
export const legalDisclaimerFields = ['showLegalDisclaimer', 'legalDisclaimerMessage'] as const satisfies readonly ProgramSettingsField[];

/** Rich text fields of the settings (spec §3), sanitized on save (ARCHITECTURE.md §6). */
export const richTextSettingsFields = [
  'eventDescription',
  'legalDisclaimerMessage',
  'footerMessage',
  'submissionMessage',
  'submissionConfirmatiomEmail',
  'acceptanceEmail',
  'denyEmail',
  'eventClosedMessage',
  'eventAcceptModalMessage',
  'eventDenyModalMessage',
] as const satisfies readonly ProgramSettingsField[];

/** True when the roles may see the legal disclaimer fields (spec §6: admin and football ops admin). */
export function seesLegalDisclaimer(roles: readonly Role[]): boolean {
  return hasPermission(roles, 'programs.settings.legalDisclaimer');
}

/**
 * The settings fields a staff member may change, in form order (spec §6):
 * none without programs.edit; every writable field for admin and football
 * ops admin; the Legends subset for a Legends admin; never the legal
 * disclaimer fields without programs.settings.legalDisclaimer.
 */
export function editableSettingsFields(roles: readonly Role[]): ProgramSettingsField[] {
  if (!hasPermission(roles, 'programs.edit')) return [];
  const allFields = roles.includes('admin') || roles.includes('fops-admin');
  const legal = seesLegalDisclaimer(roles);
  return writableSettingsFields.filter(
    (field) =>
      (allFields || legendsAdminFields.includes(field)) && (legal || !(legalDisclaimerFields as readonly string[]).includes(field)),
  );
}
