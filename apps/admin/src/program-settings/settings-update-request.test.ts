import { describe, expect, it } from 'vitest';
import { sampleAdminProgram } from './sample-admin-program.ts';
import { settingsChanged, settingsUpdateRequest } from './settings-update-request.ts';

describe('settingsUpdateRequest', () => {
  it('sends exactly the editable fields, never the header graphic or read-only fields', () => {
    const values = sampleAdminProgram({ headerGraphicPath: '/api/header-graphics/41/logo_1.png' });
    const body = settingsUpdateRequest(values, ['eventName', 'applicationUrl', 'headerGraphicPath', 'acceptanceEmail_embed_pay_link']);
    expect(body).toEqual({ eventName: 'Chess Event', applicationUrl: '/chess-event', acceptanceEmail_embed_pay_link: false });
  });

  it('leaves out fields the API did not send (the legal disclaimer of roles that may not see it)', () => {
    const { showLegalDisclaimer: _shown, legalDisclaimerMessage: _message, ...withoutLegal } = sampleAdminProgram();
    expect(settingsUpdateRequest(withoutLegal, ['eventName', 'showLegalDisclaimer', 'legalDisclaimerMessage'])).toEqual({
      eventName: 'Chess Event',
    });
  });
});

describe('settingsChanged (spec §4 changed flag)', () => {
  it('is false for the loaded values and true after any edit', () => {
    const saved = sampleAdminProgram();
    expect(settingsChanged(saved, { ...saved })).toBe(false);
    expect(settingsChanged(saved, { ...saved, footerMessage: '<p>New</p>' })).toBe(true);
    expect(settingsChanged(saved, { ...saved, activeEvent: false })).toBe(true);
  });
});
