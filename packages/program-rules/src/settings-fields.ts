import { hasPermission, type ProgramSettingsField, type Role } from '@huddle/schemas';

/**
 * The program's messages and emails (spec §3, rich text), in form order:
 * footer, submission, confirmation, approval and deny emails, closed, accept
 * and deny modal messages.
 */
const messageFields = [
  'footerMessage',
  'submissionMessage',
  'submissionConfirmatiomEmail',
  'acceptanceEmail',
  'denyEmail',
  'eventClosedMessage',
  'eventAcceptModalMessage',
  'eventDenyModalMessage',
] as const satisfies readonly ProgramSettingsField[];

/** The social link tick boxes and their addresses (spec §3). */
const socialLinkFields = [
  'showFacebookLink',
  'facebookAddress',
  'showInstagramLink',
  'instagramAddress',
  'showTwitterLink',
  'twitterAddress',
] as const satisfies readonly ProgramSettingsField[];

/**
 * Every field PUT /api/admin/events/{eventId} may change
 * (ProgramSettingsUpdateRequest), in the order of the settings form (spec §3
 * Program). Identity (eventId, family, fixedRole) and the derived
 * embedProgramFeeLink* flags are read-only; headerGraphicPath is set by the
 * header graphic upload and may only be cleared (null) by a save.
 */
export const settingsFields = [
  'eventName',
  'programDisplayName',
  'eventYear',
  'activeEvent',
  'startDate',
  'endDate',
  'applicationDueDate',
  'eventDescription',
  ...socialLinkFields,
  'applicationsRequiresAccept',
  'requireProgramFee',
  'programFee',
  'showLegalDisclaimer',
  'legalDisclaimerMessage',
  ...messageFields,
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
 * modal messages, application url). A Legends admin sees and changes only these.
 */
export const legendsAdminFields: readonly ProgramSettingsField[] = [
  'eventName',
  'programDisplayName',
  'activeEvent',
  ...socialLinkFields,
  'applicationsRequiresAccept',
  ...messageFields,
  'applicationUrl',
];

/** spec §6: the settings fields whose label mentions the legal disclaimer (permission programs.settings.legalDisclaimer). */
export const legalDisclaimerFields = ['showLegalDisclaimer', 'legalDisclaimerMessage'] as const satisfies readonly ProgramSettingsField[];

/** spec §3 rich text settings: edited with the spec §9 toolbar, sanitized with richTextPolicy on save and on display. */
export const richTextSettingsFields = [
  'eventDescription',
  'legalDisclaimerMessage',
  ...messageFields,
] as const satisfies readonly ProgramSettingsField[];

/** A rich text field of the settings (spec §3). */
export type RichTextSettingsField = (typeof richTextSettingsFields)[number];

function isLegalDisclaimerField(field: ProgramSettingsField): boolean {
  return (legalDisclaimerFields as readonly ProgramSettingsField[]).includes(field);
}

function seesEveryField(roles: readonly Role[]): boolean {
  return roles.includes('admin') || roles.includes('fops-admin');
}

/** True when the roles may see the legal disclaimer fields (spec §6: admin and football ops admin). */
export function seesLegalDisclaimer(roles: readonly Role[]): boolean {
  return hasPermission(roles, 'programs.settings.legalDisclaimer');
}

/**
 * The settings fields a staff member may change, in form order (spec §6):
 * none without programs.edit; every field for admin and football ops admin;
 * the Legends subset for a Legends admin; never the legal disclaimer fields
 * without programs.settings.legalDisclaimer.
 */
export function editableSettingsFields(roles: readonly Role[]): ProgramSettingsField[] {
  if (!hasPermission(roles, 'programs.edit')) return [];
  const every = seesEveryField(roles);
  const legal = seesLegalDisclaimer(roles);
  return settingsFields.filter((field) => (every || legendsAdminFields.includes(field)) && (legal || !isLegalDisclaimerField(field)));
}

/**
 * The settings fields the form shows (spec §6 'Program settings'), in form
 * order: admin and football ops admin every field; a Legends admin only the
 * fields flagged for it; everyone else every field but those mentioning the
 * legal disclaimer.
 */
export function visibleSettingsFields(roles: readonly Role[]): ProgramSettingsField[] {
  if (seesEveryField(roles)) return [...settingsFields];
  if (roles.includes('legends-admin')) return settingsFields.filter((field) => legendsAdminFields.includes(field));
  return settingsFields.filter((field) => !isLegalDisclaimerField(field));
}
