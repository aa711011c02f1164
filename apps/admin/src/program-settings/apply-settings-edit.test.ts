import { describe, expect, it } from 'vitest';
import { applySettingsEdit, isDependentFieldEnabled } from './apply-settings-edit.ts';
import { sampleAdminProgram } from './sample-admin-program.ts';

describe('applySettingsEdit (spec §4 program settings form)', () => {
  it('unticking Facebook, Instagram, Twitter or the legal disclaimer clears and disables the dependent field', () => {
    const values = sampleAdminProgram({
      showFacebookLink: true,
      facebookAddress: 'https://facebook.example/a',
      showInstagramLink: true,
      instagramAddress: 'https://instagram.example/a',
      showTwitterLink: true,
      twitterAddress: 'https://twitter.example/a',
      showLegalDisclaimer: true,
      legalDisclaimerMessage: '<p>Terms</p>',
    });
    const cases = [
      ['showFacebookLink', 'facebookAddress'],
      ['showInstagramLink', 'instagramAddress'],
      ['showTwitterLink', 'twitterAddress'],
      ['showLegalDisclaimer', 'legalDisclaimerMessage'],
    ] as const;
    for (const [toggle, field] of cases) {
      expect(isDependentFieldEnabled(values, field)).toBe(true);
      const next = applySettingsEdit(values, toggle, false);
      expect(next[field]).toBe('');
      expect(isDependentFieldEnabled(next, field)).toBe(false);
      expect(values[field]).not.toBe('');
    }
  });

  it('unticking the fee sets it to 0, disables it and takes the payment link out of the emails', () => {
    const values = sampleAdminProgram({
      requireProgramFee: true,
      programFee: 125.5,
      applicationsRequiresAccept: true,
      acceptanceEmail_embed_pay_link: true,
      acceptanceEmail: '<p>[PAYMENT LINK]</p><p>You are in.</p>',
    });
    const next = applySettingsEdit(values, 'requireProgramFee', false);
    expect(next.programFee).toBe(0);
    expect(isDependentFieldEnabled(next, 'programFee')).toBe(false);
    expect(next.acceptanceEmail_embed_pay_link).toBe(false);
    expect(next.acceptanceEmail).toBe('<p>You are in.</p>');
  });

  it('ticking a toggle keeps the field empty but enabled; other fields are always enabled', () => {
    const values = sampleAdminProgram({ showInstagramLink: false });
    const next = applySettingsEdit(values, 'showInstagramLink', true);
    expect(next.instagramAddress).toBe('');
    expect(isDependentFieldEnabled(next, 'instagramAddress')).toBe(true);
    expect(isDependentFieldEnabled(next, 'eventName')).toBe(true);
  });

  it('dropping the approval requirement moves the link from the approval email to the confirmation email', () => {
    const values = sampleAdminProgram({
      requireProgramFee: true,
      programFee: 20,
      applicationsRequiresAccept: true,
      acceptanceEmail_embed_pay_link: true,
      acceptanceEmail: '<p>[PAYMENT LINK]</p><p>You are in.</p>',
    });
    const next = applySettingsEdit(values, 'applicationsRequiresAccept', false);
    expect(next.acceptanceEmail).toBe('<p>You are in.</p>');
    expect(next.submissionConfirmatiomEmail).toBe('<p>[PAYMENT LINK]</p><p>Thank you for applying.</p>');
    expect(next.submissionConfirmatiomEmail_embed_pay_link).toBe(true);
    expect(next.embedProgramFeeLinkConfirmation).toBe(true);
  });

  it("an 'Include Payment Link' edit goes through the tick rule", () => {
    const values = sampleAdminProgram({ requireProgramFee: true, programFee: 20, applicationsRequiresAccept: false });
    const next = applySettingsEdit(values, 'submissionConfirmatiomEmail_embed_pay_link', true);
    expect(next.submissionConfirmatiomEmail).toBe('<p>[PAYMENT LINK]</p><p>Thank you for applying.</p>');
    expect(applySettingsEdit(values, 'acceptanceEmail_embed_pay_link', true)).toEqual(values);
  });
});
