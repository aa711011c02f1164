// @vitest-environment jsdom
// The admin form's check reads the description's text with DOMPurify, which needs jsdom's DOM.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProgramSettingsUpdateRequest } from '@huddle/schemas';
import { placePaymentLink, settingsFormErrors, type ProgramSettingsValues } from '@huddle/program-rules';
import { richTextPlainText as plainTextInBrowser } from '@huddle/program-rules/browser';
import { richTextArbitrary, sampleSettings } from '@huddle/program-rules/test-support';
import { schemaValidator, toInvalidParams } from '../../http/api-schemas.ts';
import { applySettingsUpdate } from './settings-rules.ts';

/** The fields spec §5 restricts, whose accept/refuse decision is compared. */
const checkedFields = [
  'eventName',
  'programDisplayName',
  'eventYear',
  'eventDescription',
  'programFee',
  'facebookAddress',
  'instagramAddress',
  'twitterAddress',
  'applicationUrl',
] as const;

/** What a staff member typed into the settings form: the values, and the year and fee as typed. */
interface FormInput {
  values: ProgramSettingsValues;
  yearText: string;
  feeText: string;
}

const nameTokens = [
  'Chess',
  'Ñandú',
  '2026',
  ' ',
  '-',
  ',',
  '.',
  ':',
  "'",
  '’',
  '(',
  ')',
  '&',
  '#',
  '<',
  '>',
  '=',
  '"',
  '{',
  '\u0000',
  '\u200b',
  '\n',
  '😀',
];
const name = fc.oneof(
  fc.array(fc.constantFrom(...nameTokens), { maxLength: 6 }).map((tokens) => tokens.join('')),
  fc.constantFrom('x'.repeat(200), 'x'.repeat(201)),
);
const yearText = fc.oneof(
  fc.integer({ min: 1990, max: 2110 }).map(String),
  fc.constantFrom('20a6', '26', '2026.5', ' ', '', '12345', '0999'),
);
const feeText = fc
  .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^\d{0,7}$/), fc.option(fc.stringMatching(/^\d{0,4}$/)))
  .map(([sign, whole, cents]) => `${sign}${whole}${cents === null ? '' : `.${cents}`}`);
const address = fc.constantFrom(
  '',
  'https://facebook.example/chess',
  'http://x.example',
  'facebook.example',
  'javascript:alert(1)',
  'https://a b',
  `https://x.example/${'y'.repeat(2000)}`,
);
const applicationUrl = fc.constantFrom('', '/chess-event', 'chess-event', '/a b', `/${'x'.repeat(2000)}`);
const description = fc.oneof(richTextArbitrary, fc.constantFrom('', '<p>!!</p>', '<p>!</p><script>Legends</script>'));

/** A settings form as a staff member can leave it: unticked boxes have cleared fields (spec §4), the payment link is placed. */
const formInput: fc.Arbitrary<FormInput> = fc
  .record({
    eventName: name,
    programDisplayName: fc.oneof(name, fc.constant('')),
    eventDescription: description,
    showFacebookLink: fc.boolean(),
    facebookAddress: address,
    showInstagramLink: fc.boolean(),
    instagramAddress: address,
    showTwitterLink: fc.boolean(),
    twitterAddress: address,
    applicationsRequiresAccept: fc.boolean(),
    requireProgramFee: fc.boolean(),
    applicationUrl,
    yearText,
    feeText,
  })
  .map(({ yearText: typedYear, feeText: typedFee, ...fields }) => {
    const values = placePaymentLink(
      sampleSettings(),
      sampleSettings({
        ...fields,
        facebookAddress: fields.showFacebookLink ? fields.facebookAddress : '',
        instagramAddress: fields.showInstagramLink ? fields.instagramAddress : '',
        twitterAddress: fields.showTwitterLink ? fields.twitterAddress : '',
      }),
    );
    return { values, yearText: typedYear, feeText: fields.requireProgramFee ? typedFee : '0.00' };
  });

/** The refused fields of the admin form (its check before Save). */
function adminRefuses({ values, yearText: year, feeText: fee }: FormInput): Set<string> {
  return new Set(Object.keys(settingsFormErrors(values, { eventYear: year, programFee: fee }, 'en', plainTextInBrowser)));
}

/** A typed number as the API receives it: the number when the text is one, else the text itself. */
function asSent(text: string): number | string {
  return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** The refused fields of the API for the same input: its request schema and its settings rules. */
function apiRefuses({ values, yearText: year, feeText: fee }: FormInput): Set<string> {
  const { headerGraphicPath: _graphic, embedProgramFeeLinkApproval: _a, embedProgramFeeLinkConfirmation: _c, ...fields } = values;
  const body = {
    ...fields,
    eventYear: asSent(year),
    programFee: values.requireProgramFee ? asSent(fee) : 0,
  } as ProgramSettingsUpdateRequest;
  const validate = schemaValidator('ProgramSettingsUpdateRequest', 'json');
  const schemaRefusals = validate(body) ? [] : toInvalidParams(validate.errors);
  const ruleRefusals = applySettingsUpdate(sampleSettings(), body).invalid;
  return new Set([...schemaRefusals, ...ruleRefusals].map((param) => param.name));
}

describe('the admin form and the API decide alike on program settings (spec §5, one rules module)', () => {
  it('refuse the same fields for generated settings', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(formInput, (input) => {
        const admin = adminRefuses(input);
        const api = apiRefuses(input);
        for (const field of checkedFields) expect(api.has(field), `${field} ${JSON.stringify(input.values[field])}`).toBe(admin.has(field));
      }),
      { numRuns: 300 },
    );
  });

  it('refuse a program name with markup characters on both sides', () => {
    const input = { values: sampleSettings({ eventName: 'Camp <b>=1' }), yearText: '2026', feeText: '0.00' };
    expect(adminRefuses(input)).toEqual(new Set(['eventName']));
    expect(apiRefuses(input)).toEqual(new Set(['eventName']));
  });
});
