import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { currentPlayerSegment, freeAgentPlayerSegment, legendPlayerSegment } from '../../test-support/sample-player-segment.ts';

const compiled = compileSample([sampleComponent('PlayerSegment', 1)]);
const check = (answers: Record<string, unknown>) => createValidator(compiled).validate({ playerSegment: answers });
const failing = (answers: Record<string, unknown>) =>
  check(answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();

describe('PlayerSegment', () => {
  it('is registered under its spec name, in the Body, with nothing to configure', () => {
    expect(componentRegistry['PlayerSegment']?.section).toBe('Body');
    expect(componentRegistry['PlayerSegment']?.configSchema).toBeUndefined();
  });

  it("requires the segment, stored as the spec's values", () => {
    expect(missingFieldNames(check({}))).toEqual(['Player Segment']);
    const segment = compiled.jsonSchema.properties?.['playerSegment']?.properties?.['segmentYouFallUnderRadio'];
    expect(segment?.enum).toEqual(['Current NFL Player', 'Legend', 'nflFreeAgent']);
    expect(failing({ segmentYouFallUnderRadio: 'Rookie' })).toEqual(['playerSegment.segmentYouFallUnderRadio:enum']);
  });

  it('accepts every segment with its fields', () => {
    for (const answers of [currentPlayerSegment, legendPlayerSegment, freeAgentPlayerSegment]) {
      expect(check(answers)).toEqual({ valid: true, errors: [] });
    }
  });

  it('a current NFL player requires the current team, one of the 32 clubs', () => {
    expect(missingFieldNames(check({ segmentYouFallUnderRadio: 'Current NFL Player' }))).toEqual(['Current Team']);
    expect(failing({ ...currentPlayerSegment, teamSelect: 'Dallas' })).toEqual(['playerSegment.teamSelect:enum']);
  });

  it('a legend or free agent requires years played (1-20) and most recent team', () => {
    for (const segment of ['Legend', 'nflFreeAgent']) {
      expect(missingFieldNames(check({ segmentYouFallUnderRadio: segment }))).toEqual(['Most Recent Team', 'Years Played in NFL']);
    }
    expect(failing({ ...legendPlayerSegment, yearsPlayedInNFL: 21 })).toEqual(['playerSegment.yearsPlayedInNFL:enum']);
    expect(check({ ...legendPlayerSegment, yearsPlayedInNFL: 20 }).valid).toBe(true);
  });

  it("refuses the other branch's fields", () => {
    expect(failing({ ...currentPlayerSegment, yearsPlayedInNFL: 3, mostRecentTeam: 'Dallas Cowboys' })).toEqual([
      'playerSegment.mostRecentTeam:unevaluatedProperties',
      'playerSegment.yearsPlayedInNFL:unevaluatedProperties',
    ]);
    expect(failing({ ...legendPlayerSegment, teamSelect: 'Dallas Cowboys' })).toEqual(['playerSegment.teamSelect:unevaluatedProperties']);
    expect(failing({ ...freeAgentPlayerSegment, teamSelect: 'Dallas Cowboys' })).toEqual([
      'playerSegment.teamSelect:unevaluatedProperties',
    ]);
  });

  it('labels the segments on the radio', () => {
    const ui = compiled.uiSchema['playerSegment'] as Record<string, Record<string, unknown>>;
    expect(ui['segmentYouFallUnderRadio']?.['ui:enumNames']).toEqual(['Current NFL Player', 'Legend', 'NFL Free Agent']);
  });

  it('projects the playing history and teams', () => {
    const project = (answers: Record<string, unknown>) => projectAnswers(compiled, { playerSegment: answers }, componentRegistry);
    expect(project(legendPlayerSegment)).toEqual({ playingHistory: 'Legend: Dallas Cowboys, 8 years', teams: ['Dallas Cowboys'] });
    expect(project(freeAgentPlayerSegment)).toEqual({
      playingHistory: 'NFL Free Agent: Green Bay Packers, 1 year',
      teams: ['Green Bay Packers'],
    });
    expect(project(currentPlayerSegment)).toEqual({ playingHistory: 'Current NFL Player: Dallas Cowboys', teams: ['Dallas Cowboys'] });
    expect(project({ segmentYouFallUnderRadio: 'Rookie' })).toEqual({});
  });
});
