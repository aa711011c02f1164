import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { noPreferenceTeams, samplePreferredTeamsCaption, validPreferredTeams } from '../../test-support/sample-preferred-teams.ts';

const compile = (configuration: Record<string, unknown> = { controlCaption: samplePreferredTeamsCaption }) =>
  compileSample([sampleComponent('PreferredTeams', 1, configuration)]);
const compiled = compile();
const check = (answers: Record<string, unknown>) => createValidator(compiled).validate({ preferredTeams: answers });
const failing = (answers: Record<string, unknown>) => check(answers).errors.map((error) => `${error.path}:${error.code}`);

describe('PreferredTeams', () => {
  it('offers the 32 clubs by name plus No Preference, through the team picker with the caption', () => {
    const teams = compiled.jsonSchema.properties?.['preferredTeams']?.properties?.['preferredTeams'];
    const names = (teams?.items?.enum ?? []) as string[];
    expect(names).toHaveLength(33);
    expect(names).toContain('Arizona Cardinals');
    expect(names).toContain('Buffalo Bills');
    expect(names.at(-1)).toBe('No Preference');
    expect(compiled.uiSchema['preferredTeams']).toMatchObject({
      preferredTeams: { 'ui:field': 'PreferredTeams.TeamPicker', 'ui:options': { caption: samplePreferredTeamsCaption } },
    });
  });

  it('is optional: no choice, or an empty choice, is valid', () => {
    expect(check({})).toEqual({ valid: true, errors: [] });
    expect(check({ preferredTeams: [] }).valid).toBe(true);
    expect(missingFieldNames(check({}))).toEqual([]);
  });

  it('accepts club names of both conferences, or No Preference alone', () => {
    expect(check(validPreferredTeams).valid).toBe(true);
    expect(check(noPreferenceTeams).valid).toBe(true);
  });

  it('refuses No Preference together with clubs', () => {
    expect(failing({ preferredTeams: ['No Preference', 'Buffalo Bills'] })).toEqual(['preferredTeams.preferredTeams:maxItems']);
    expect(missingFieldNames(check({ preferredTeams: ['Buffalo Bills', 'No Preference'] }))).toEqual(['Preferred Teams']);
  });

  it('refuses unknown clubs, repeated clubs and other keys', () => {
    expect(failing({ preferredTeams: ['Baltimore Colts'] })).toEqual(['preferredTeams.preferredTeams.0:enum']);
    expect(failing({ preferredTeams: ['Buffalo Bills', 'Buffalo Bills'] })).toEqual(['preferredTeams.preferredTeams:uniqueItems']);
    expect(failing({ preferredTeams: 'Buffalo Bills' })).toEqual(['preferredTeams.preferredTeams:type']);
    expect(failing({ teams: ['Buffalo Bills'] })).toEqual(['preferredTeams.teams:unevaluatedProperties']);
  });

  it('accepts the empty caption of the default configuration and refuses a caption that is not text', () => {
    expect(compileSample([sampleComponent('PreferredTeams', 1)]).sections.Body).toHaveLength(1);
    expect(() => compile({ controlCaption: 42 })).toThrow(/configuration/);
  });

  it('projects the chosen clubs as teams; No Preference is no team', () => {
    expect(projectAnswers(compiled, { preferredTeams: validPreferredTeams }, componentRegistry)).toEqual({
      teams: ['Buffalo Bills', 'Kansas City Chiefs', 'Green Bay Packers'],
    });
    expect(projectAnswers(compiled, { preferredTeams: noPreferenceTeams }, componentRegistry)).toEqual({});
    expect(projectAnswers(compiled, { preferredTeams: {} }, componentRegistry)).toEqual({});
  });
});
