import { describe, expect, it } from 'vitest';
import { nflClubs } from '@huddle/schemas/reference';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import {
  contentDropDownConfig,
  teamsDropDownConfig,
  validContentDropDowns,
  validTeamsDropDowns,
} from '../../test-support/sample-multi-drop-down.ts';

const compile = (configuration: Record<string, unknown>) => compileSample([sampleComponent('MultiDropDown', 1, configuration)]);
const check = (compiled: CompiledForm, answers: Record<string, unknown>) => createValidator(compiled).validate({ multiDropDown: answers });
const failing = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  check(compiled, answers).errors.map((error) => `${error.path}:${error.code}`);
const dropDowns = (compiled: CompiledForm) => compiled.jsonSchema.properties?.['multiDropDown'];

describe('MultiDropDown', () => {
  const teams = compile(teamsDropDownConfig);
  const content = compile(contentDropDownConfig);

  it("defaults to one drop-down of the clubs captioned 'Cascading Drop Downs'", () => {
    const compiled = compile({});
    expect(dropDowns(compiled)?.title).toBe('Cascading Drop Downs');
    expect(Object.keys(dropDowns(compiled)?.properties ?? {})).toEqual(['dropDown0']);
    expect(missingFieldNames(check(compiled, {}))).toEqual(['Selection 1']);
  });

  it('lists the 32 clubs by name in every drop-down when importTeams is on, captioned and labelled from the configuration', () => {
    const schema = dropDowns(teams);
    expect(schema?.title).toBe('Favorite Teams');
    expect(schema?.properties?.['dropDown0']).toMatchObject({ title: 'Favorite team' });
    expect(schema?.properties?.['dropDown1']).toMatchObject({ title: 'Second favorite team' });
    expect([...((schema?.properties?.['dropDown1']?.enum ?? []) as string[])].sort()).toEqual(nflClubs.map((club) => club.clubName).sort());
    expect(teams.uiSchema['multiDropDown']).toMatchObject({ dropDown0: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a team' } });
  });

  it('requires every drop-down (spec §5)', () => {
    expect(missingFieldNames(check(teams, {}))).toEqual(['Favorite team', 'Second favorite team']);
    expect(missingFieldNames(check(teams, { dropDown0: 'Detroit Lions' }))).toEqual(['Second favorite team']);
    expect(check(teams, validTeamsDropDowns)).toEqual({ valid: true, errors: [] });
  });

  it("offers the configured content without 'select', which is never a valid answer", () => {
    expect(dropDowns(content)?.properties?.['dropDown2']?.enum).toEqual(['Morning', 'Afternoon', 'Evening']);
    expect(check(content, validContentDropDowns).valid).toBe(true);
    expect(failing(content, { ...validContentDropDowns, dropDown1: 'select' })).toEqual(['multiDropDown.dropDown1:enum']);
    expect(failing(content, { ...validContentDropDowns, dropDown1: 'Night' })).toEqual(['multiDropDown.dropDown1:enum']);
    expect(failing(teams, { ...validTeamsDropDowns, dropDown0: 'Morning' })).toEqual(['multiDropDown.dropDown0:enum']);
  });

  it('names unlabelled drop-downs Selection 1..n', () => {
    expect(missingFieldNames(check(content, {}))).toEqual(['Selection 1', 'Selection 2', 'Selection 3']);
  });

  it('refuses answers for drop-downs beyond numDropDowns', () => {
    expect(failing(teams, { ...validTeamsDropDowns, dropDown2: 'Buffalo Bills' })).toEqual([
      'multiDropDown.dropDown2:unevaluatedProperties',
    ]);
  });

  it('has 1 to 6 drop-downs', () => {
    expect(Object.keys(dropDowns(compile({ ...contentDropDownConfig, numDropDowns: 6 }))?.properties ?? {})).toHaveLength(6);
    expect(() => compile({ ...contentDropDownConfig, numDropDowns: 0 })).toThrow(/configuration/);
    expect(() => compile({ ...contentDropDownConfig, numDropDowns: 7 })).toThrow(/configuration/);
    expect(() => compile({ ...contentDropDownConfig, numDropDowns: 2.5 })).toThrow(/configuration/);
  });

  it('refuses a configuration without options when the clubs are not listed', () => {
    expect(() => compile({ importTeams: false })).toThrow(/configuration/);
    expect(() => compile({ importTeams: false, content: [] })).toThrow(/configuration/);
    expect(() => compile({ importTeams: false, content: ['select'] })).toThrow(/no option/);
    expect(() => compile({ labels: { label6: 'Seventh' } })).toThrow(/configuration/);
  });

  it('projects the chosen clubs as teams when importTeams is on, and nothing otherwise', () => {
    expect(projectAnswers(teams, { multiDropDown: validTeamsDropDowns }, componentRegistry)).toEqual({
      teams: ['Detroit Lions', 'Buffalo Bills'],
    });
    expect(projectAnswers(teams, { multiDropDown: { dropDown0: 'Buffalo Bills', dropDown1: 'Buffalo Bills' } }, componentRegistry)).toEqual(
      { teams: ['Buffalo Bills'] },
    );
    expect(projectAnswers(content, { multiDropDown: validContentDropDowns }, componentRegistry)).toEqual({});
  });
});
