import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { JsonSchema } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import {
  cflFootballBackground,
  nflFootballBackground,
  nonPlayerFootballBackground,
  otherLeagueFootballBackground,
} from '../../test-support/sample-football-background.ts';

const compiled = compileSample([sampleComponent('FootballBackground', 1)]);
const check = (answers: Record<string, unknown>) => createValidator(compiled).validate({ footballBackground: answers });
const failing = (answers: Record<string, unknown>) =>
  check(answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();
const declared = (key: string): JsonSchema | undefined =>
  (compiled.jsonSchema.properties?.['footballBackground']?.allOf ?? []).map((rule) => rule.then?.properties?.[key]).find(Boolean);

describe('FootballBackground', () => {
  it('is registered under its spec name, in the Body, with nothing to configure', () => {
    expect(componentRegistry['FootballBackground']?.section).toBe('Body');
    expect(componentRegistry['FootballBackground']?.configSchema).toBeUndefined();
  });

  it('requires currentFormerFootballPlayer, yes or no', () => {
    expect(missingFieldNames(check({}))).toEqual(['Current or Former Football Player']);
    expect(failing({ currentFormerFootballPlayer: 'maybe' })).toEqual(['footballBackground.currentFormerFootballPlayer:enum']);
    expect(failing({ currentFormerFootballPlayer: true })).toEqual([
      'footballBackground.currentFormerFootballPlayer:enum',
      'footballBackground.currentFormerFootballPlayer:type',
    ]);
  });

  it('accepts every branch with its fields', () => {
    for (const answers of [nflFootballBackground, otherLeagueFootballBackground, cflFootballBackground, nonPlayerFootballBackground]) {
      expect(check(answers)).toEqual({ valid: true, errors: [] });
    }
  });

  it('yes requires the league, one of the spec §9 leagues', () => {
    expect(missingFieldNames(check({ currentFormerFootballPlayer: 'yes' }))).toEqual(['League']);
    expect(declared('whichLeague')?.enum).toEqual(['NFL', 'CFL', 'XFL', 'MLB', 'MLS', 'NBA', 'NHL', 'WNBA', 'Other']);
    expect(failing({ currentFormerFootballPlayer: 'yes', whichLeague: 'USFL' })).toEqual(['footballBackground.whichLeague:enum']);
  });

  it('NFL requires last team, last year and years played', () => {
    expect(missingFieldNames(check({ currentFormerFootballPlayer: 'yes', whichLeague: 'NFL' }))).toEqual([
      'Last Team Played For',
      'Last Year Played in NFL',
      'Years Played in NFL',
    ]);
    expect(declared('lastTeamPlayedFor')?.enum).toHaveLength(32);
    expect(declared('lastYearPlayedInNFL')?.enum?.[0]).toBe(2026);
    expect(declared('lastYearPlayedInNFL')?.enum?.at(-1)).toBe(1950);
    expect(
      failing({ ...nflFootballBackground, numYearsPlayedInNFL: 0, lastYearPlayedInNFL: 1949, lastTeamPlayedFor: 'Oakland Invaders' }),
    ).toEqual([
      'footballBackground.lastTeamPlayedFor:enum',
      'footballBackground.lastYearPlayedInNFL:enum',
      'footballBackground.numYearsPlayedInNFL:enum',
    ]);
  });

  it('NFL refuses otherLeague; Other requires otherLeague and refuses the NFL fields', () => {
    expect(failing({ ...nflFootballBackground, otherLeague: 'Arena Football League' })).toEqual([
      'footballBackground.otherLeague:unevaluatedProperties',
    ]);
    expect(missingFieldNames(check({ currentFormerFootballPlayer: 'yes', whichLeague: 'Other' }))).toEqual(['Other League']);
    expect(failing({ ...otherLeagueFootballBackground, lastTeamPlayedFor: 'New York Giants', numYearsPlayedInNFL: 2 })).toEqual([
      'footballBackground.lastTeamPlayedFor:unevaluatedProperties',
      'footballBackground.numYearsPlayedInNFL:unevaluatedProperties',
    ]);
    expect(failing({ ...otherLeagueFootballBackground, otherLeague: '   ' })).toEqual(['footballBackground.otherLeague:required']);
  });

  it('a named league other than the NFL needs nothing more and refuses the NFL fields and otherLeague', () => {
    expect(failing({ ...cflFootballBackground, otherLeague: 'CFL', lastYearPlayedInNFL: 2010 })).toEqual([
      'footballBackground.lastYearPlayedInNFL:unevaluatedProperties',
      'footballBackground.otherLeague:unevaluatedProperties',
    ]);
  });

  it('no refuses every league detail', () => {
    expect(failing({ ...nflFootballBackground, currentFormerFootballPlayer: 'no' })).toEqual([
      'footballBackground.lastTeamPlayedFor:unevaluatedProperties',
      'footballBackground.lastYearPlayedInNFL:unevaluatedProperties',
      'footballBackground.numYearsPlayedInNFL:unevaluatedProperties',
      'footballBackground.whichLeague:unevaluatedProperties',
    ]);
    expect(failing({ currentFormerFootballPlayer: 'no', whichLeague: 'Other', otherLeague: 'Arena Football League' })).toEqual([
      'footballBackground.otherLeague:unevaluatedProperties',
      'footballBackground.whichLeague:unevaluatedProperties',
    ]);
  });

  it('projects the playing history per branch, and the team of an NFL player', () => {
    const project = (answers: Record<string, unknown>) => projectAnswers(compiled, { footballBackground: answers }, componentRegistry);
    expect(project(nflFootballBackground)).toEqual({
      playingHistory: 'NFL: New York Giants, last played 2012, 6 years',
      teams: ['New York Giants'],
    });
    expect(project({ ...nflFootballBackground, numYearsPlayedInNFL: 1 })).toEqual({
      playingHistory: 'NFL: New York Giants, last played 2012, 1 year',
      teams: ['New York Giants'],
    });
    expect(project(otherLeagueFootballBackground)).toEqual({ playingHistory: 'Other league: Arena Football League' });
    expect(project(cflFootballBackground)).toEqual({ playingHistory: 'CFL' });
    expect(project(nonPlayerFootballBackground)).toEqual({});
  });
});
