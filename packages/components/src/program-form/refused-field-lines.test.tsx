import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFormMessages } from '../i18n/form-messages.ts';
import { compileSample, sampleComponent } from '../test-support/form-definitions.ts';
import { refusedFieldLines } from './refused-field-lines.ts';

const compiled = compileSample([sampleComponent('PersonalInformation', 1, { requireNumYearsPlayed: false })]);
const answers = { personalInformation: { lastName: 'Ruiz', postalCode: '1234' } };
const refused = [
  { name: 'personalInformation.firstName', reason: 'must have required property firstName', friendlyName: 'First Name' },
  { name: 'personalInformation.postalCode', reason: 'must match pattern', friendlyName: 'Postal Code' },
];

beforeAll(async () => {
  const [english, spanish] = await Promise.all([loadFormMessages('en'), loadFormMessages('es')]);
  i18n.load({ en: english, es: spanish });
});
afterEach(() => i18n.activate('en'));

describe('refusedFieldLines (spec §8 save failure; issue 14.3: names and messages in the chosen language)', () => {
  it('names each refused field as the Spanish form shows it, with the Spanish message of the same check', () => {
    i18n.activate('es');
    const { lines, allAnswers } = refusedFieldLines(compiled, 'es', answers, refused);
    expect(allAnswers).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Nombre: /);
    expect(lines[0]).not.toContain('required');
    expect(lines[1]).toMatch(/^Código postal: .*12345/);
    expect(lines.join(' ')).not.toMatch(/First Name|Postal Code|must/);
  });

  it('reads in English for an English applicant', () => {
    const { lines } = refusedFieldLines(compiled, 'en', answers, refused);
    expect(lines).toEqual([
      'First Name: This field is required.',
      'Postal Code: Please enter a 5-digit US ZIP code, e.g. 12345 or 12345-6789.',
    ]);
  });

  it("keeps the server's reason for a check the browser does not make, and flags names that are not answers", () => {
    const serverOnly = [
      { name: 'personalInformation.lastName', reason: 'is not in the player database', friendlyName: 'Last Name' },
      { name: 'legalDisclaimer', reason: 'must be agreed' },
    ];
    const { lines, allAnswers } = refusedFieldLines(compiled, 'en', answers, serverOnly);
    expect(lines).toEqual(['Last Name: is not in the player database', 'legalDisclaimer: must be agreed']);
    expect(allAnswers).toBe(false);
  });
});
