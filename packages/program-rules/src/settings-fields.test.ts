import { roles, type ProgramSettingsField, type Role } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { editableSettingsFields, richTextSettingsFields, settingsFields, visibleSettingsFields } from './settings-fields.ts';

/** The spec §6 Legends subset. */
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
      const visible = visibleSettingsFields([role]);
      expect(visible).toEqual([...settingsFields]);
      expect(visible).toContain('legalDisclaimerMessage');
    }
  });

  it('shows a Legends admin only the fields flagged for it', () => {
    const visible = visibleSettingsFields(['legends', 'legends-admin']);
    expect(visible).toEqual(legendsSubset);
    expect(visible).not.toContain('programFee');
    expect(visible).not.toContain('eventDescription');
  });

  it('hides the legal disclaimer fields from everyone else, read-only roles included', () => {
    for (const roles of [['nfl-programs', 'nfl-programs-admin'], ['legends', 'legends-approver'], ['club-user']] as const) {
      const visible = visibleSettingsFields(roles);
      expect(visible).not.toContain('showLegalDisclaimer');
      expect(visible).not.toContain('legalDisclaimerMessage');
      expect(visible).toContain('programFee');
      expect(visible).toHaveLength(settingsFields.length - 2);
    }
  });
});

describe('editableSettingsFields (spec §6: saving requires one of the three admin roles)', () => {
  it('gives admin and football ops admin every field, a Legends admin the Legends subset, everyone else nothing', () => {
    const expected = (role: Role): readonly ProgramSettingsField[] => {
      if (role === 'admin' || role === 'fops-admin') return settingsFields;
      return role === 'legends-admin' ? legendsSubset : [];
    };
    for (const role of roles) expect(editableSettingsFields([role]), role).toEqual(expected(role));
  });

  it('never lets a role change a field it cannot see', () => {
    for (const role of roles) {
      const visible = visibleSettingsFields([role]);
      for (const field of editableSettingsFields([role])) expect(visible, `${role} ${field}`).toContain(field);
    }
  });

  it('lists every rich text field among the settings fields', () => {
    for (const field of richTextSettingsFields) expect(settingsFields).toContain(field);
  });
});
