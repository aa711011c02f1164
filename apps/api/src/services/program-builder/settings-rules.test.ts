import { describe, expect, it } from 'vitest';
import { readProgramSettings } from '../programs/program-settings.ts';
import type { ProgramSettingsValues } from '@huddle/program-rules';
import { applySettingsUpdate } from './settings-rules.ts';

const stored: ProgramSettingsValues = {
  ...readProgramSettings({ settings_json: '{}' }),
  eventName: 'Coaches Academy',
  programDisplayName: 'Coaches Academy',
  eventYear: 2026,
  activeEvent: true,
  startDate: '2026-06-01',
  endDate: '2026-06-05',
  applicationDueDate: '2026-05-01',
  eventDescription: '<p>Learn to coach.</p>',
  showFacebookLink: true,
  facebookAddress: 'https://www.facebook.com/coaches',
  acceptanceEmail: '<p>Welcome aboard.</p>',
  submissionConfirmatiomEmail: '<p>We received your application.</p>',
  applicationsRequiresAccept: true,
};

describe('applySettingsUpdate (spec §4 program settings form, §5 program form)', () => {
  it('keeps the fields left out and sanitizes rich text sent', () => {
    const { values, invalid } = applySettingsUpdate(stored, { footerMessage: '<p onclick="x()">Call us<script>alert(1)</script></p>' });
    expect(invalid).toEqual([]);
    expect(values.footerMessage).toBe('<p>Call us</p>');
    expect(values.eventName).toBe('Coaches Academy');
    expect(values.facebookAddress).toBe('https://www.facebook.com/coaches');
  });

  it('clears the address of an unticked social link, the fee without requireProgramFee and the disclaimer without its flag', () => {
    const { values } = applySettingsUpdate(
      { ...stored, requireProgramFee: true, programFee: 250, showLegalDisclaimer: true, legalDisclaimerMessage: '<p>Terms</p>' },
      { showFacebookLink: false, requireProgramFee: false, showLegalDisclaimer: false },
    );
    expect(values.facebookAddress).toBe('');
    expect(values.programFee).toBe(0);
    expect(values.legalDisclaimerMessage).toBe('');
  });

  it('refuses a description without letters, digits, hyphen or comma and a required fee of 0', () => {
    expect(applySettingsUpdate(stored, { eventDescription: '<p>!!! ???</p>' }).invalid.map((param) => param.name)).toEqual([
      'eventDescription',
    ]);
    expect(applySettingsUpdate(stored, { requireProgramFee: true, programFee: 0 }).invalid.map((param) => param.name)).toEqual([
      'programFee',
    ]);
  });

  it('puts the payment link in the approval email when a fee is required with approval', () => {
    const { values, invalid } = applySettingsUpdate(stored, { requireProgramFee: true, programFee: 150.5 });
    expect(invalid).toEqual([]);
    expect(values.embedProgramFeeLinkApproval).toBe(true);
    expect(values.embedProgramFeeLinkConfirmation).toBe(false);
    expect(values.acceptanceEmail_embed_pay_link).toBe(true);
    expect(values.acceptanceEmail).toBe('<p>[PAYMENT LINK]</p><p>Welcome aboard.</p>');
    expect(values.submissionConfirmatiomEmail).toBe('<p>We received your application.</p>');
  });

  it('moves the link to the confirmation email when approval is no longer required, clearing the approval one', () => {
    const withFee = applySettingsUpdate(stored, { requireProgramFee: true, programFee: 100 }).values;
    const { values } = applySettingsUpdate(withFee, { applicationsRequiresAccept: false });
    expect(values.acceptanceEmail_embed_pay_link).toBe(false);
    expect(values.acceptanceEmail).toBe('<p>Welcome aboard.</p>');
    expect(values.submissionConfirmatiomEmail_embed_pay_link).toBe(true);
    expect(values.submissionConfirmatiomEmail).toBe('<p>[PAYMENT LINK]</p><p>We received your application.</p>');
  });

  it('unticking Include Payment Link removes the marker; ticking it where spec §4 does not offer it is refused', () => {
    const withFee = applySettingsUpdate(stored, { requireProgramFee: true, programFee: 100 }).values;
    const unticked = applySettingsUpdate(withFee, { acceptanceEmail_embed_pay_link: false }).values;
    expect(unticked.acceptanceEmail).toBe('<p>Welcome aboard.</p>');
    expect(unticked.embedProgramFeeLinkApproval).toBe(true);
    const refused = applySettingsUpdate(withFee, { submissionConfirmatiomEmail_embed_pay_link: true });
    expect(refused.invalid).toEqual([
      { name: 'submissionConfirmatiomEmail_embed_pay_link', reason: 'is offered only when the program requires a fee without approval' },
    ]);
    expect(applySettingsUpdate(stored, { acceptanceEmail_embed_pay_link: true }).invalid.map((param) => param.name)).toEqual([
      'acceptanceEmail_embed_pay_link',
    ]);
  });

  it('refuses a program name or display name with characters spec §5 does not allow, naming the field', () => {
    const names = (update: Parameters<typeof applySettingsUpdate>[1]) =>
      applySettingsUpdate(stored, update).invalid.map((param) => param.name);
    expect(names({ eventName: 'Camp <b onmouseover=x>' })).toEqual(['eventName']);
    expect(names({ eventName: 'Camp = 1' })).toEqual(['eventName']);
    expect(names({ programDisplayName: 'Camp\u0000' })).toEqual(['programDisplayName']);
    expect(names({ eventName: 'NFL Forward: Football Operations (Day 1)', programDisplayName: 'NFL Women’s Community & Friends' })).toEqual(
      [],
    );
    expect(names({ programDisplayName: '' })).toEqual([]);
  });

  it('checks the description text after sanitizing it, and a ticked social link needs its address', () => {
    const names = (update: Parameters<typeof applySettingsUpdate>[1]) =>
      applySettingsUpdate(stored, update).invalid.map((param) => param.name);
    expect(names({ eventDescription: '<p><script>Legends</script>!</p>' })).toEqual(['eventDescription']);
    expect(names({ showTwitterLink: true })).toEqual(['twitterAddress']);
    expect(names({ showTwitterLink: true, twitterAddress: 'https://x.example/legends' })).toEqual([]);
  });

  it('checks only what is sent (or governed by a tick box sent), not values stored earlier', () => {
    const legacy = { ...stored, eventName: 'Old <name>' };
    expect(applySettingsUpdate(legacy, { footerMessage: '<p>Hi</p>' }).invalid).toEqual([]);
    expect(applySettingsUpdate(legacy, { eventName: 'Old <name>' }).invalid.map((param) => param.name)).toEqual(['eventName']);
  });

  it('clears the header graphic on null and keeps it otherwise', () => {
    const withGraphic = { ...stored, headerGraphicPath: '/api/header-graphics/7/logo_123456.png' };
    expect(applySettingsUpdate(withGraphic, { footerMessage: '<p>x</p>' }).values.headerGraphicPath).toBe(
      '/api/header-graphics/7/logo_123456.png',
    );
    expect(applySettingsUpdate(withGraphic, { headerGraphicPath: null }).values.headerGraphicPath).toBeNull();
  });
});
