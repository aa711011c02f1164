import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import {
  familyNotAttending,
  familyWithTwoChildren,
  fullFamilyConfiguration,
  significantOtherAttending,
} from '../../test-support/sample-family-information.ts';

const compile = (configuration: Record<string, unknown> = fullFamilyConfiguration) =>
  compileSample([sampleComponent('FamilyInformation', 1, configuration)]);
const check = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  createValidator(compiled).validate({ familyInformation: answers });
const failing = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  check(compiled, answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();

/** Answers for `count` children with every child field. */
function children(count: number): Record<string, unknown> {
  const answers: Record<string, unknown> = { numberOfChildren: count };
  for (let n = 1; n <= count; n += 1)
    Object.assign(answers, { [`childName${n}`]: `Child Number ${'I'.repeat(n)}`, [`childAge${n}`]: n, [`childShirtSize${n}`]: 'Large' });
  return answers;
}

describe('FamilyInformation', () => {
  const full = compile();

  it('is registered under its spec name, in the Body, and feeds no list column', () => {
    expect(componentRegistry['FamilyInformation']?.section).toBe('Body');
    expect(projectAnswers(full, { familyInformation: familyWithTwoChildren }, componentRegistry)).toEqual({});
  });

  it('accepts the Legends family programs answers, and nobody attending', () => {
    expect(check(full, familyWithTwoChildren)).toEqual({ valid: true, errors: [] });
    expect(check(full, familyNotAttending)).toEqual({ valid: true, errors: [] });
    expect(check(full, { ...significantOtherAttending, numberOfChildren: 0 }).valid).toBe(true);
  });

  it('requires whether a significant other attends and how many children attend', () => {
    expect(missingFieldNames(check(full, {}))).toEqual(['Number of Children Attending', 'Significant Other Attending']);
    expect(failing(full, { SignificantOtherAttend: 'Yes', numberOfChildren: 0 })).toEqual([
      'familyInformation.SignificantOtherAttend:enum',
    ]);
  });

  it('yes requires the significant other name, email, cell and (spouseShirtSize) T-shirt size', () => {
    expect(missingFieldNames(check(full, { SignificantOtherAttend: 'yes', numberOfChildren: 0 }))).toEqual([
      'Significant Other Cell Phone',
      'Significant Other Email',
      'Significant Other Name',
      'Significant Other T-Shirt Size',
    ]);
    const withoutShirt = compile({ ...fullFamilyConfiguration, spouseShirtSize: false });
    expect(missingFieldNames(check(withoutShirt, { SignificantOtherAttend: 'yes', numberOfChildren: 0 }))).toEqual([
      'Significant Other Cell Phone',
      'Significant Other Email',
      'Significant Other Name',
    ]);
    expect(failing(withoutShirt, { ...significantOtherAttending, numberOfChildren: 0 })).toEqual([
      'familyInformation.sigOtherTShirt:unevaluatedProperties',
    ]);
  });

  it('applies the spec §5 patterns and the adult sizes to the significant other', () => {
    const bad = {
      ...significantOtherAttending,
      numberOfChildren: 0,
      sigOtherName: 'Al3x',
      sigOtherEmail: 'alex@',
      sigOtherCell: '555-01',
      sigOtherTShirt: 'Tiny',
    };
    expect(failing(full, bad)).toEqual([
      'familyInformation.sigOtherCell:pattern',
      'familyInformation.sigOtherEmail:format',
      'familyInformation.sigOtherName:pattern',
      'familyInformation.sigOtherTShirt:enum',
    ]);
    expect(check(full, { ...significantOtherAttending, numberOfChildren: 0, sigOtherTShirt: 'XXXXL' }).valid).toBe(true);
  });

  it('no refuses the significant-other fields', () => {
    expect(failing(full, { ...significantOtherAttending, SignificantOtherAttend: 'no', numberOfChildren: 0 })).toEqual([
      'familyInformation.sigOtherCell:unevaluatedProperties',
      'familyInformation.sigOtherEmail:unevaluatedProperties',
      'familyInformation.sigOtherName:unevaluatedProperties',
      'familyInformation.sigOtherTShirt:unevaluatedProperties',
    ]);
  });

  it("requires each attending child's name, age and shirt size, named by child number", () => {
    expect(missingFieldNames(check(full, { ...familyNotAttending, numberOfChildren: 2 }))).toEqual([
      'Child 1 Age',
      'Child 1 Name',
      'Child 1 Shirt Size',
      'Child 2 Age',
      'Child 2 Name',
      'Child 2 Shirt Size',
    ]);
    const { childAge2: _age, ...withoutAge } = familyWithTwoChildren;
    expect(missingFieldNames(check(full, withoutAge))).toEqual(['Child 2 Age']);
  });

  it('allows up to 10 children and refuses children beyond the count', () => {
    expect(check(full, { ...familyNotAttending, ...children(10) }).valid).toBe(true);
    expect(failing(full, { ...familyNotAttending, ...children(10), numberOfChildren: 11 })).toEqual([
      'familyInformation.numberOfChildren:enum',
    ]);
    expect(failing(full, { ...familyNotAttending, ...children(3), numberOfChildren: 2 })).toEqual([
      'familyInformation.childAge3:unevaluatedProperties',
      'familyInformation.childName3:unevaluatedProperties',
      'familyInformation.childShirtSize3:unevaluatedProperties',
    ]);
    expect(failing(full, { ...familyNotAttending, childName1: 'Jamie Lee' })).toEqual([
      'familyInformation.childName1:unevaluatedProperties',
    ]);
  });

  it('checks child names, ages 0-25 and child shirt sizes', () => {
    expect(failing(full, { ...familyWithTwoChildren, childName1: 'J4mie', childAge1: 26, childShirtSize1: 'XL' })).toEqual([
      'familyInformation.childAge1:enum',
      'familyInformation.childName1:pattern',
      'familyInformation.childShirtSize1:enum',
    ]);
    expect(check(full, { ...familyWithTwoChildren, childAge1: 0, childAge2: 25 }).valid).toBe(true);
  });

  it('asks only the configured child fields', () => {
    const namesOnly = compile({ spouseInfo: true, kidsInfo: true, childrenHowMany: true, childrenAge: false, childrenShirtSize: false });
    expect(missingFieldNames(check(namesOnly, { ...familyNotAttending, numberOfChildren: 1 }))).toEqual(['Child 1 Name']);
    expect(failing(namesOnly, { ...familyNotAttending, numberOfChildren: 1, childName1: 'Jamie Lee', childAge1: 9 })).toEqual([
      'familyInformation.childAge1:unevaluatedProperties',
    ]);
    // legends-events.ts: ages asked, shirt sizes left to the default (off).
    const draftParty = compile({ spouseInfo: true, kidsInfo: true, childrenHowMany: true, childrenAge: true });
    expect(missingFieldNames(check(draftParty, { ...familyNotAttending, numberOfChildren: 1 }))).toEqual(['Child 1 Age', 'Child 1 Name']);
  });

  it('asks only about the significant other when kidsInfo is off (super-bowl-events.ts lounge)', () => {
    const spouseOnly = compile({ spouseInfo: true, spouseShirtSize: false, kidsInfo: false });
    expect(missingFieldNames(check(spouseOnly, {}))).toEqual(['Significant Other Attending']);
    expect(failing(spouseOnly, familyNotAttending)).toEqual(['familyInformation.numberOfChildren:unevaluatedProperties']);
    const childrenOnly = compile({ spouseInfo: false, kidsInfo: true });
    expect(failing(childrenOnly, familyNotAttending)).toEqual(['familyInformation.SignificantOtherAttend:unevaluatedProperties']);
  });

  it('refuses a configuration asking about children without their number', () => {
    expect(() => compile({ ...fullFamilyConfiguration, childrenHowMany: false })).toThrow(/configuration/);
    expect(() => compile({ spouseInfo: 'yes' })).toThrow(/configuration/);
    expect(() => compile({ spouseInfo: true, kidsInfo: false, childrenHowMany: false })).not.toThrow();
  });
});
