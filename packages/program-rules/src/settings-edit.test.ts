import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDependentFieldEnabled } from './dependent-fields.ts';
import { applySettingsEdit, applySettingsSave } from './settings-edit.ts';
import { sampleSettings } from './test-support/index.ts';

describe('applySettingsEdit (spec §4 program settings form)', () => {
  it('unticking Facebook, Instagram, Twitter or the legal disclaimer clears and disables the dependent field', () => {
    const values = sampleSettings({
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
    const values = sampleSettings({
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
    const values = sampleSettings({ showInstagramLink: false });
    const next = applySettingsEdit(values, 'showInstagramLink', true);
    expect(next.instagramAddress).toBe('');
    expect(isDependentFieldEnabled(next, 'instagramAddress')).toBe(true);
    expect(isDependentFieldEnabled(next, 'eventName')).toBe(true);
  });

  it('dropping the approval requirement moves the link from the approval email to the confirmation email', () => {
    const values = sampleSettings({
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
    const values = sampleSettings({ requireProgramFee: true, programFee: 20, applicationsRequiresAccept: false });
    const next = applySettingsEdit(values, 'submissionConfirmatiomEmail_embed_pay_link', true);
    expect(next.submissionConfirmatiomEmail).toBe('<p>[PAYMENT LINK]</p><p>Thank you for applying.</p>');
    expect(applySettingsEdit(values, 'acceptanceEmail_embed_pay_link', true)).toEqual(values);
  });
});

describe('applySettingsSave (spec §4 rules on a save of several fields)', () => {
  const stored = sampleSettings({ showTwitterLink: true, twitterAddress: 'https://x.example/chess' });

  it('clears the fields of unticked boxes, as an edit of each box would', () => {
    const { values } = applySettingsSave(stored, { ...stored, showTwitterLink: false, showFacebookLink: false }, {});
    expect(values.twitterAddress).toBe('');
    expect(values.facebookAddress).toBe('');
  });

  it('places the link when the fee becomes required, respecting an untick sent with it', () => {
    const withFee = { ...stored, requireProgramFee: true, programFee: 50 };
    expect(applySettingsSave(stored, withFee, {}).values).toMatchObject({
      acceptanceEmail_embed_pay_link: true,
      acceptanceEmail: '<p>[PAYMENT LINK]</p><p>You are in.</p>',
      embedProgramFeeLinkApproval: true,
    });
    expect(applySettingsSave(stored, withFee, { acceptanceEmail_embed_pay_link: false }).values).toMatchObject({
      acceptanceEmail_embed_pay_link: false,
      acceptanceEmail: '<p>You are in.</p>',
      embedProgramFeeLinkApproval: true,
    });
  });

  it('refuses a tick where the link is not offered and leaves the values as the other rules made them', () => {
    const outcome = applySettingsSave(stored, stored, {
      acceptanceEmail_embed_pay_link: true,
      submissionConfirmatiomEmail_embed_pay_link: true,
    });
    expect(outcome.refusedFlags).toEqual(['acceptanceEmail_embed_pay_link', 'submissionConfirmatiomEmail_embed_pay_link']);
    expect(outcome.values.acceptanceEmail).toBe('<p>You are in.</p>');
  });

  it('gives the values a sequence of form edits gives, when the form sends them (fast-check)', () => {
    const edit = fc.oneof(
      fc.tuple(
        fc.constantFrom('requireProgramFee', 'applicationsRequiresAccept', 'showFacebookLink', 'showTwitterLink', 'showLegalDisclaimer'),
        fc.boolean(),
      ),
      fc.tuple(fc.constantFrom('acceptanceEmail_embed_pay_link', 'submissionConfirmatiomEmail_embed_pay_link'), fc.boolean()),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (edits) => {
        let form = stored;
        for (const [field, value] of edits) {
          form = applySettingsEdit(form, field, value);
          if (field === 'requireProgramFee' && value) form = { ...form, programFee: 25 };
        }
        const { values, refusedFlags } = applySettingsSave(stored, form, {
          acceptanceEmail_embed_pay_link: form.acceptanceEmail_embed_pay_link,
          submissionConfirmatiomEmail_embed_pay_link: form.submissionConfirmatiomEmail_embed_pay_link,
        });
        expect(refusedFlags).toEqual([]);
        expect(values).toEqual(form);
      }),
    );
  });
});
