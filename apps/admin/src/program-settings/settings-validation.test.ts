import { describe, expect, it } from 'vitest';
import { sampleAdminProgram } from './sample-admin-program.ts';
import { validateSettings } from './settings-validation.ts';

const texts = { eventYear: '2026', programFee: '0.00' };

describe('validateSettings (spec §5 program form)', () => {
  it('accepts the sample program', () => {
    expect(validateSettings(sampleAdminProgram(), texts, 'en')).toEqual({});
  });

  it('needs a letter, digit, hyphen or comma in the name and in the description text', () => {
    expect(validateSettings(sampleAdminProgram({ eventName: '...' }), texts, 'en')).toEqual({ eventName: 'generalText' });
    expect(validateSettings(sampleAdminProgram({ eventName: '' }), texts, 'en')).toEqual({ eventName: 'generalText' });
    expect(validateSettings(sampleAdminProgram({ eventName: '-' }), texts, 'en')).toEqual({});
    expect(validateSettings(sampleAdminProgram({ eventDescription: '<p><b>!!</b></p>' }), texts, 'en')).toEqual({
      eventDescription: 'generalText',
    });
    expect(
      validateSettings(sampleAdminProgram({ eventDescription: '<p>&nbsp;</p><img src="https://x.example/a.png">' }), texts, 'en'),
    ).toEqual({
      eventDescription: 'generalText',
    });
  });

  it('takes a program year of 4 digits only', () => {
    for (const eventYear of ['20a6', '26', '2026.5', ' ', '1999'])
      expect(validateSettings(sampleAdminProgram(), { ...texts, eventYear }, 'en')).toEqual({ eventYear: 'yearDigits' });
  });

  it('checks the fee only while a fee is required: its format, its range and above 0', () => {
    const fee = sampleAdminProgram({ requireProgramFee: true, programFee: 10 });
    expect(validateSettings(fee, { ...texts, programFee: '1,250.50' }, 'en')).toEqual({});
    expect(validateSettings(fee, { ...texts, programFee: '12.345' }, 'en')).toEqual({ programFee: 'feeFormat' });
    expect(validateSettings(fee, { ...texts, programFee: '99999.5' }, 'en')).toEqual({ programFee: 'feeRange' });
    expect(validateSettings(fee, { ...texts, programFee: '0' }, 'en')).toEqual({ programFee: 'feeRequired' });
    expect(validateSettings(sampleAdminProgram(), { ...texts, programFee: 'abc' }, 'en')).toEqual({});
  });

  it('needs an http(s) address for a ticked social link, and a path for the application url', () => {
    expect(validateSettings(sampleAdminProgram({ facebookAddress: 'facebook.example' }), texts, 'en')).toEqual({
      facebookAddress: 'webAddress',
    });
    expect(validateSettings(sampleAdminProgram({ showTwitterLink: true, twitterAddress: '' }), texts, 'en')).toEqual({
      twitterAddress: 'webAddress',
    });
    expect(validateSettings(sampleAdminProgram({ showFacebookLink: false, facebookAddress: '' }), texts, 'en')).toEqual({});
    expect(validateSettings(sampleAdminProgram({ applicationUrl: 'chess-event' }), texts, 'en')).toEqual({
      applicationUrl: 'applicationUrl',
    });
    expect(validateSettings(sampleAdminProgram({ applicationUrl: '' }), texts, 'en')).toEqual({});
  });
});
