import type { AdminProgramResponse, ProgramSettingsField, Role } from '@huddle/schemas';

/** spec §6: the settings fields whose label mentions the legal disclaimer. */
export const legalDisclaimerFields: readonly ProgramSettingsField[] = ['showLegalDisclaimer', 'legalDisclaimerMessage'];

/**
 * The settings fields the form shows (spec §6 'Program settings'):
 * - admin and football ops admin: every field;
 * - Legends admin: only the fields flagged for it (name, display name, active,
 *   social links, approval requirement, footer, submission, confirmation,
 *   approval and deny emails, closed, accept and deny modal messages,
 *   application url): the API's editableFields for that role;
 * - everyone else: every field but those mentioning the legal disclaimer.
 * The API leaves the legal disclaimer out for the roles that may not see it;
 * it stays the authority on what may be saved.
 */
export function visibleSettingsFields(
  roles: readonly Role[],
  response: AdminProgramResponse,
  allFields: readonly ProgramSettingsField[],
): Set<ProgramSettingsField> {
  if (roles.includes('admin') || roles.includes('fops-admin')) return new Set(allFields);
  if (roles.includes('legends-admin')) return new Set(allFields.filter((field) => response.editableFields.includes(field)));
  return new Set(allFields.filter((field) => !legalDisclaimerFields.includes(field)));
}
