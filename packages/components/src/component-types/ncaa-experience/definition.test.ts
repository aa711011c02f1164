import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample } from '../../test-support/form-definitions.ts';
import { noDivisionNcaaExperience, sampleNcaaComponent, validNcaaExperience } from '../../test-support/sample-ncaa-experience.ts';

const compiled = compileSample([sampleNcaaComponent(1)]);
const check = (answers: Record<string, unknown>) => createValidator(compiled).validate({ ncaaExperience: answers });
const failing = (answers: Record<string, unknown>) => check(answers).errors.map((error) => `${error.path}:${error.code}`);

describe('NCAAExperience', () => {
  it('compiles into the Body with the division select and the conference widget', () => {
    expect(compiled.sections.Body).toMatchObject([{ componentType: 'NCAAExperience', available: true, hasAnswers: true }]);
    const schema = compiled.jsonSchema.properties?.['ncaaExperience'];
    expect(schema?.title).toBe('NCAA Experience');
    expect(schema?.properties?.['collegeDivision']?.enum).toEqual(['FBS', 'FCS', '2', '3', 'N/A']);
    expect(compiled.uiSchema['ncaaExperience']).toMatchObject({
      'ui:field': 'NCAAExperience.DivisionAndConference',
      collegeDivision: { 'ui:widget': 'select', 'ui:enumNames': ['FBS', 'FCS', 'Division II', 'Division III', 'N/A'] },
      conferenceCurrentlyCoachingIn: { 'ui:widget': 'NCAAExperience.Conference' },
    });
  });

  it('requires the division and the conference, by their friendly names', () => {
    expect(missingFieldNames(check({}))).toEqual(['College Division', 'Conference']);
    expect(missingFieldNames(check({ collegeDivision: 'FCS' }))).toEqual(['Conference']);
    expect(check(validNcaaExperience)).toEqual({ valid: true, errors: [] });
  });

  it('accepts any non-blank conference for a division (the server cannot know the player database list)', () => {
    for (const collegeDivision of ['FBS', 'FCS', '2', '3']) {
      expect(check({ collegeDivision, conferenceCurrentlyCoachingIn: 'Pioneer Football League' }).valid).toBe(true);
    }
    expect(failing({ collegeDivision: 'FBS', conferenceCurrentlyCoachingIn: '   ' })).toEqual([
      'ncaaExperience.conferenceCurrentlyCoachingIn:required',
    ]);
    expect(failing({ collegeDivision: 'FBS', conferenceCurrentlyCoachingIn: '' })).toEqual([
      'ncaaExperience.conferenceCurrentlyCoachingIn:required',
    ]);
  });

  it('refuses a division outside the spec §9 list', () => {
    expect(failing({ collegeDivision: 'Division I', conferenceCurrentlyCoachingIn: 'Big Ten Conference' })).toEqual([
      'ncaaExperience.collegeDivision:enum',
    ]);
    expect(failing({ collegeDivision: 'select', conferenceCurrentlyCoachingIn: 'Big Ten Conference' })).toEqual([
      'ncaaExperience.collegeDivision:enum',
    ]);
  });

  it("with division N/A accepts only the conference 'NA'", () => {
    expect(check(noDivisionNcaaExperience).valid).toBe(true);
    expect(failing({ collegeDivision: 'N/A', conferenceCurrentlyCoachingIn: 'Big Ten Conference' })).toEqual([
      'ncaaExperience.conferenceCurrentlyCoachingIn:const',
    ]);
    expect(missingFieldNames(check({ collegeDivision: 'N/A' }))).toEqual(['Conference']);
  });

  it('accepts the conference NA only as text for the other divisions (any non-blank conference)', () => {
    expect(check({ collegeDivision: 'FBS', conferenceCurrentlyCoachingIn: 'NA' }).valid).toBe(true);
  });

  it('refuses other keys', () => {
    expect(failing({ ...validNcaaExperience, conference: 'SEC' })).toEqual(['ncaaExperience.conference:unevaluatedProperties']);
  });

  it('feeds no participant list column', () => {
    expect(projectAnswers(compiled, { ncaaExperience: validNcaaExperience }, componentRegistry)).toEqual({});
  });
});
