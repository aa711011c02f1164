import type { ProgramSettingsField } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { sampleAdminProgramResponse } from './sample-admin-program.ts';
import { settingsFields } from './settings-fields.ts';
import { visibleSettingsFields } from './settings-visibility.ts';

/** The spec §6 Legends subset, as the API sends it in editableFields for a Legends admin. */
const legendsSubset: ProgramSettingsField[] = [
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

describe('visibleSettingsFields (spec §6 program settings)', () => {
  it('shows every field to admin and football ops admin, legal disclaimer included', () => {
    for (const role of ['admin', 'fops-admin'] as const) {
      const visible = visibleSettingsFields([role], sampleAdminProgramResponse(), settingsFields);
      expect(visible.size).toBe(settingsFields.length);
      expect(visible.has('legalDisclaimerMessage')).toBe(true);
    }
  });

  it('shows a Legends admin only the fields flagged for it', () => {
    const response = { ...sampleAdminProgramResponse(), editableFields: legendsSubset };
    const visible = visibleSettingsFields(['legends', 'legends-admin'], response, settingsFields);
    expect([...visible].sort()).toEqual([...legendsSubset].sort());
    expect(visible.has('programFee')).toBe(false);
    expect(visible.has('eventDescription')).toBe(false);
  });

  it('hides the legal disclaimer fields from everyone else, read-only roles included', () => {
    for (const roles of [['nfl-programs', 'nfl-programs-admin'], ['legends', 'legends-approver'], ['club-user']] as const) {
      const visible = visibleSettingsFields(roles, { ...sampleAdminProgramResponse(), editableFields: [] }, settingsFields);
      expect(visible.has('showLegalDisclaimer')).toBe(false);
      expect(visible.has('legalDisclaimerMessage')).toBe(false);
      expect(visible.has('programFee')).toBe(true);
      expect(visible.size).toBe(settingsFields.length - 2);
    }
  });
});
