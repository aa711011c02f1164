import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { validPersonalInformation } from '../../test-support/sample-program.ts';

const compile = (configuration: Record<string, unknown> = {}) => compileSample([sampleComponent('PersonalInformation', 1, configuration)]);
const check = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  createValidator(compiled).validate({ personalInformation: answers });
const failingPaths = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  check(compiled, answers).errors.map((error) => `${error.path}:${error.code}`);

describe('PersonalInformation', () => {
  const compiled = compile();

  it('lists every missing required field by its friendly name, sorted', () => {
    expect(missingFieldNames(check(compiled, {}))).toEqual([
      'Address',
      'Birth Date',
      'City',
      'College',
      'Country',
      'Email Address',
      'First Name',
      'Last Name',
      'Postal Code',
      'Primary Phone',
      'State',
    ]);
  });

  it('accepts complete answers; alternate phone and address 2 are optional', () => {
    expect(check(compiled, validPersonalInformation)).toEqual({ valid: true, errors: [] });
    expect(check(compiled, { ...validPersonalInformation, alternatePhone: '+1 212.555.0123', address2: 'Suite 2' }).valid).toBe(true);
  });

  it('defaults the country to the United States of America, listed first', () => {
    const country = (compiled.jsonSchema.properties?.['personalInformation']?.properties?.['country'] ?? {}) as {
      default?: string;
      enum?: string[];
    };
    expect(country.default).toBe('United States of America');
    expect(country.enum?.[0]).toBe('United States of America');
    expect(country.enum).toContain('Canada');
  });

  it('applies the spec §5 patterns', () => {
    const bad = {
      ...validPersonalInformation,
      firstName: 'J0rdan',
      emailAddress: 'jordan@',
      birthDate: '1985-04-12',
      primaryPhone: '555-0199',
      college: '   ',
    };
    expect(failingPaths(compiled, bad).sort()).toEqual([
      'personalInformation.birthDate:pattern',
      'personalInformation.college:required',
      'personalInformation.emailAddress:format',
      'personalInformation.firstName:pattern',
      'personalInformation.primaryPhone:pattern',
    ]);
    expect(check(compiled, { ...validPersonalInformation, firstName: 'José María', lastName: 'Smith-Jones Jr.' }).valid).toBe(true);
    expect(check(compiled, { ...validPersonalInformation, birthDate: '13/01/1985' }).valid).toBe(false);
  });

  it('requires a US state from the list and a US postal code in the United States of America', () => {
    expect(failingPaths(compiled, { ...validPersonalInformation, stateCode: 'Ontario', postalCode: 'K1A 0B1' }).sort()).toEqual([
      'personalInformation.postalCode:pattern',
      'personalInformation.stateCode:enum',
    ]);
    expect(check(compiled, { ...validPersonalInformation, postalCode: '10154-0001' }).valid).toBe(true);
    expect(check(compiled, { ...validPersonalInformation, postalCode: '1015' }).valid).toBe(false);
  });

  it('accepts free-text state and postal code outside the United States of America', () => {
    const canada = { ...validPersonalInformation, country: 'Canada', stateCode: 'Ontario', postalCode: 'K1A 0B1' };
    expect(check(compiled, canada).valid).toBe(true);
    expect(failingPaths(compiled, { ...canada, stateCode: '' })).toEqual(['personalInformation.stateCode:required']);
    expect(missingFieldNames(check(compiled, { ...canada, stateCode: undefined, postalCode: undefined }))).toEqual([
      'Postal Code',
      'State',
    ]);
  });

  it('adds years played and last year played when requireNumYearsPlayed is on', () => {
    const withYears = compile({ requireNumYearsPlayed: true });
    expect(missingFieldNames(check(withYears, validPersonalInformation))).toEqual(['Last Year Played', 'Years Played']);
    expect(check(withYears, { ...validPersonalInformation, numYearsPlayed: 20, lastYearPlayed: 1950 }).valid).toBe(true);
    expect(failingPaths(withYears, { ...validPersonalInformation, numYearsPlayed: 21, lastYearPlayed: 1949 }).sort()).toEqual([
      'personalInformation.lastYearPlayed:enum',
      'personalInformation.numYearsPlayed:enum',
    ]);
    expect(check(withYears, { ...validPersonalInformation, numYearsPlayed: 1, lastYearPlayed: 2027 }).valid).toBe(false);
  });

  it("adds men's shirt size when requireShirtSize is on", () => {
    const withShirt = compile({ requireShirtSize: true });
    expect(missingFieldNames(check(withShirt, validPersonalInformation))).toEqual(["Men's Shirt Size"]);
    expect(check(withShirt, { ...validPersonalInformation, mensShirtSize: 'XXXXL' }).valid).toBe(true);
  });

  it('refuses values for fields the configuration hides', () => {
    expect(failingPaths(compiled, { ...validPersonalInformation, numYearsPlayed: 3 })).toEqual([
      'personalInformation.numYearsPlayed:unevaluatedProperties',
    ]);
    expect(failingPaths(compiled, { ...validPersonalInformation, nickname: 'JO' })).toEqual([
      'personalInformation.nickname:unevaluatedProperties',
    ]);
  });

  it('refuses a configuration its configSchema does not allow', () => {
    expect(() => compile({ requireShirtSize: 'yes' })).toThrow(/configuration/);
  });

  it('projects the participant list columns', () => {
    const answers = { personalInformation: { ...validPersonalInformation, alternatePhone: '(212) 555-0123' } };
    expect(projectAnswers(compiled, answers, componentRegistry)).toEqual({
      firstName: 'Jordan',
      lastName: "O'Neil",
      email: 'jordan.oneil@example.org',
      phone: '(212) 555-0199',
      city: 'New York',
      stateCode: 'NY',
      country: 'United States of America',
      birthDate: '04/12/1985',
    });
  });
});
