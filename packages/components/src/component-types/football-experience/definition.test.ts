import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { JsonSchema } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import {
  currentCollegeStaffExperience,
  formerCollegePlayerExperience,
  formerNflPlayerExperience,
} from '../../test-support/sample-football-experience.ts';

const compiled = compileSample([sampleComponent('FootballExperience', 1)]);
const check = (answers: Record<string, unknown>) => createValidator(compiled).validate({ footballExperience: answers });
const failing = (answers: Record<string, unknown>) =>
  check(answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();
const branchProperties = (choice: string): Record<string, JsonSchema> => {
  const schema = compiled.jsonSchema.properties?.['footballExperience'] ?? {};
  const rule = (schema.allOf ?? []).find(
    (branch) => (branch.if?.properties?.['footballExperience'] as JsonSchema | undefined)?.const === choice,
  );
  return rule?.then?.properties ?? {};
};

describe('FootballExperience', () => {
  it('is registered under its spec name, in the Body, with nothing to configure', () => {
    const type = componentRegistry['FootballExperience'];
    expect(type?.section).toBe('Body');
    expect(type?.configSchema).toBeUndefined();
    expect(compiled.sections.Body.map((component) => component.componentKey)).toEqual(['footballExperience']);
  });

  it('requires the choice, one of the three spec values', () => {
    expect(missingFieldNames(check({}))).toEqual(['Football Experience']);
    expect(failing({ footballExperience: 'formerNflPlayer' })).toEqual(['footballExperience.footballExperience:enum']);
  });

  it('accepts each choice with its complete group', () => {
    for (const answers of [formerNflPlayerExperience, formerCollegePlayerExperience, currentCollegeStaffExperience]) {
      expect(check(answers)).toEqual({ valid: true, errors: [] });
    }
  });

  it('requires every field of the chosen group, by friendly name', () => {
    expect(missingFieldNames(check({ footballExperience: 'formerNFLPlayer' }))).toEqual([
      'Last Season Played in NFL',
      'Last Team Played For',
      'Years Played in NFL',
    ]);
    expect(missingFieldNames(check({ footballExperience: 'formerCollegePlayer' }))).toEqual([
      'Head Coach Played For',
      'Last Season Played in College',
      'School Played For',
    ]);
    expect(missingFieldNames(check({ footballExperience: 'currentCollegePlayer' }))).toEqual([
      'Job Title',
      'School You Work For',
      'Years of Experience',
    ]);
  });

  it('lists only the missing field when the rest of the group is filled', () => {
    const { numYearsPlayedInNFL: _omitted, ...withoutYears } = formerNflPlayerExperience;
    expect(missingFieldNames(check(withoutYears))).toEqual(['Years Played in NFL']);
  });

  it('refuses the fields of the groups the choice hides', () => {
    expect(failing({ ...formerNflPlayerExperience, schoolPlayedFor: 'Ohio State University' })).toEqual([
      'footballExperience.schoolPlayedFor:unevaluatedProperties',
    ]);
    expect(failing({ ...formerCollegePlayerExperience, jobTitle: 'Coach', numYearsPlayedInNFL: 3 })).toEqual([
      'footballExperience.jobTitle:unevaluatedProperties',
      'footballExperience.numYearsPlayedInNFL:unevaluatedProperties',
    ]);
    expect(failing({ ...currentCollegeStaffExperience, lastTeamPlayedFor: 'New York Giants' })).toEqual([
      'footballExperience.lastTeamPlayedFor:unevaluatedProperties',
    ]);
  });

  it('offers the 32 clubs, seasons from the program year back to 1950 and 1 to 20 years in the NFL', () => {
    const nfl = branchProperties('formerNFLPlayer');
    expect(nfl['lastTeamPlayedFor']?.enum).toHaveLength(32);
    expect(nfl['lastTeamPlayedFor']?.enum).toContain('Green Bay Packers');
    expect(nfl['lastSeasonPlayedInNFL']?.enum?.[0]).toBe(2026);
    expect(nfl['lastSeasonPlayedInNFL']?.enum?.at(-1)).toBe(1950);
    expect(
      failing({ ...formerNflPlayerExperience, lastTeamPlayedFor: 'London Monarchs', lastSeasonPlayedInNFL: 2027, numYearsPlayedInNFL: 21 }),
    ).toEqual([
      'footballExperience.lastSeasonPlayedInNFL:enum',
      'footballExperience.lastTeamPlayedFor:enum',
      'footballExperience.numYearsPlayedInNFL:enum',
    ]);
    expect(check({ ...formerNflPlayerExperience, lastSeasonPlayedInNFL: 1950, numYearsPlayedInNFL: 20 }).valid).toBe(true);
  });

  it('limits years of experience to 1 to 25 (spec §5 numeric inputs)', () => {
    expect(check({ ...currentCollegeStaffExperience, yearsOfExperience: 1 }).valid).toBe(true);
    expect(check({ ...currentCollegeStaffExperience, yearsOfExperience: 25 }).valid).toBe(true);
    expect(failing({ ...currentCollegeStaffExperience, yearsOfExperience: 0 })).toEqual(['footballExperience.yearsOfExperience:minimum']);
    expect(failing({ ...currentCollegeStaffExperience, yearsOfExperience: 26 })).toEqual(['footballExperience.yearsOfExperience:maximum']);
    expect(failing({ ...currentCollegeStaffExperience, yearsOfExperience: 2.5 })).toEqual(['footballExperience.yearsOfExperience:type']);
  });

  it('applies the spec §5 text rules: non-blank school, name pattern for the head coach, general text job title', () => {
    expect(failing({ ...formerCollegePlayerExperience, schoolPlayedFor: '   ', headCoachPlayedFor: 'C0ach 42' })).toEqual([
      'footballExperience.headCoachPlayedFor:pattern',
      'footballExperience.schoolPlayedFor:required',
    ]);
    expect(failing({ ...currentCollegeStaffExperience, schoolWorkFor: '', jobTitle: '!!!' })).toEqual([
      'footballExperience.jobTitle:pattern',
      'footballExperience.schoolWorkFor:required',
    ]);
    expect(check({ ...formerCollegePlayerExperience, headCoachPlayedFor: "Jim O'Brien Jr." }).valid).toBe(true);
  });

  it('shows the choice as a labelled radio and orders every group after it', () => {
    const ui = compiled.uiSchema['footballExperience'] as Record<string, Record<string, unknown>> & { 'ui:order': string[] };
    expect(ui['footballExperience']?.['ui:widget']).toBe('radio');
    expect(ui['footballExperience']?.['ui:enumNames']).toEqual([
      'Former NFL Player',
      'Former College Player',
      'Current College Player / Staff',
    ]);
    expect(ui['ui:order'].slice(0, 4)).toEqual(['footballExperience', 'lastTeamPlayedFor', 'lastSeasonPlayedInNFL', 'numYearsPlayedInNFL']);
  });

  it('projects the playing history, and the team of a former NFL player', () => {
    const project = (answers: Record<string, unknown>) => projectAnswers(compiled, { footballExperience: answers }, componentRegistry);
    expect(project(formerNflPlayerExperience)).toEqual({
      playingHistory: 'Former NFL Player: New York Giants, last season 2012, 6 years',
      teams: ['New York Giants'],
    });
    expect(project(formerCollegePlayerExperience)).toEqual({
      playingHistory: 'Former College Player: Ohio State University, last season 2019, head coach Ryan Day',
    });
    expect(project({ ...currentCollegeStaffExperience, yearsOfExperience: 1 })).toEqual({
      playingHistory: 'Current College Player / Staff: Ohio State University, Graduate Assistant, 1 year',
    });
    expect(project({})).toEqual({});
  });
});
