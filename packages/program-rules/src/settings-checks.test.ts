// @vitest-environment jsdom
// The admin form reads the description's text with the browser applier (DOMPurify needs jsdom's DOM).
import { describe, expect, it } from 'vitest';
import { richTextPlainText as plainTextInBrowser } from './browser/index.ts';
import { richTextPlainText as plainTextOnServer } from './server/index.ts';
import { settingsFormErrors, settingsViolations } from './settings-checks.ts';
import { sampleSettings } from './test-support/index.ts';

const texts = { eventYear: '2026', programFee: '0.00' };
const check = (overrides: Parameters<typeof sampleSettings>[0], typed = texts) =>
  settingsFormErrors(sampleSettings(overrides), typed, 'en', plainTextInBrowser);

describe('settingsFormErrors (the admin form before Save, spec §5 program form)', () => {
  it('accepts the sample program', () => {
    expect(check({})).toEqual({});
  });

  it('takes program names of letters, digits, spaces and title punctuation with a letter, digit, hyphen or comma', () => {
    for (const eventName of ['-', 'Chess', 'NFL Forward: Football Operations (Day 1)', 'NFL Women’s Community & Friends', 'Ñandú 2026, #2'])
      expect(check({ eventName }), eventName).toEqual({});
    for (const eventName of ['...', '', 'Chess <b>', 'a=b', 'Camp "Legends"', 'Tab\there', 'Zero\u200bwidth', 'Line\nbreak'])
      expect(check({ eventName }), eventName).toEqual({ eventName: 'programName' });
    expect(check({ eventName: 'x'.repeat(201) })).toEqual({ eventName: 'tooLong' });
    expect(check({ programDisplayName: '' })).toEqual({});
    expect(check({ programDisplayName: 'Chess <script>' })).toEqual({ programDisplayName: 'programName' });
  });

  it('needs a letter, digit, hyphen or comma in the description text, scripts not counted', () => {
    expect(check({ eventDescription: '<p><b>!!</b></p>' })).toEqual({ eventDescription: 'generalText' });
    expect(check({ eventDescription: '<p>&nbsp;</p><img src="https://x.example/a.png">' })).toEqual({ eventDescription: 'generalText' });
    expect(check({ eventDescription: '<p>!</p><script>Legends</script>' })).toEqual({ eventDescription: 'generalText' });
    expect(check({ eventDescription: '<p>&#45;</p>' })).toEqual({});
  });

  it('takes a program year of 4 digits from 2000 to 2100 only', () => {
    for (const eventYear of ['20a6', '26', '2026.5', ' ', '1999', '2101'])
      expect(check({}, { ...texts, eventYear }), eventYear).toEqual({ eventYear: 'yearDigits' });
    expect(check({}, { ...texts, eventYear: ' 2100 ' })).toEqual({});
  });

  it('checks the fee only while a fee is required: its format, its range and above 0', () => {
    const fee = { requireProgramFee: true, programFee: 10 };
    expect(check(fee, { ...texts, programFee: '1,250.50' })).toEqual({});
    expect(check(fee, { ...texts, programFee: '12.345' })).toEqual({ programFee: 'feeFormat' });
    expect(check(fee, { ...texts, programFee: '99999.5' })).toEqual({ programFee: 'feeRange' });
    expect(check(fee, { ...texts, programFee: '0' })).toEqual({ programFee: 'feeRequired' });
    expect(check({}, { ...texts, programFee: 'abc' })).toEqual({});
  });

  it('needs an http(s) address for a ticked social link, and a path for the application url', () => {
    expect(check({ facebookAddress: 'facebook.example' })).toEqual({ facebookAddress: 'webAddress' });
    expect(check({ showTwitterLink: true, twitterAddress: '' })).toEqual({ twitterAddress: 'webAddress' });
    expect(check({ showFacebookLink: false, facebookAddress: '' })).toEqual({});
    expect(check({ applicationUrl: 'chess-event' })).toEqual({ applicationUrl: 'applicationUrl' });
    expect(check({ applicationUrl: '' })).toEqual({});
  });
});

describe('settingsViolations (the API on save: the same rules on the values sent)', () => {
  it('refuses the fee by amount: range, cents, above 0 while required', () => {
    const fee = (programFee: number) => settingsViolations(sampleSettings({ requireProgramFee: true, programFee }), plainTextOnServer);
    expect(fee(19.99)).toEqual({});
    expect(fee(99999)).toEqual({});
    expect(fee(99999.01)).toEqual({ programFee: 'feeRange' });
    expect(fee(-1)).toEqual({ programFee: 'feeRange' });
    expect(fee(12.345)).toEqual({ programFee: 'feeFormat' });
    expect(fee(0)).toEqual({ programFee: 'feeRequired' });
  });
});
