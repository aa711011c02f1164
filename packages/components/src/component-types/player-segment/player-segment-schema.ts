import { nflClubNames, numYearsPlayedInNflOptions } from '@huddle/schemas/reference';
import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { FRIENDLY_NAME_KEYWORD } from '@huddle/form-engine';

/**
 * segmentYouFallUnderRadio values as the spec stores them (spec §3
 * application answer: segment 'Current NFL Player', 'nflFreeAgent',
 * 'Legend'), in display order.
 */
export const playerSegments = ['Current NFL Player', 'Legend', 'nflFreeAgent'] as const;

/** One segmentYouFallUnderRadio value. */
export type PlayerSegmentValue = (typeof playerSegments)[number];

/** The segment current players choose (spec §4: requires teamSelect). */
export const CURRENT_NFL_PLAYER: PlayerSegmentValue = 'Current NFL Player';

/** Labels of the segments, shown on the radio buttons and in the playing history. */
export const playerSegmentLabels: Record<PlayerSegmentValue, string> = {
  'Current NFL Player': 'Current NFL Player',
  Legend: 'Legend',
  nflFreeAgent: 'NFL Free Agent',
};

/** spec §4: what a former player (legend, NFL free agent) adds. */
export const formerPlayerFields = ['yearsPlayedInNFL', 'mostRecentTeam'] as const;

const club = (title: string): JsonSchema => ({ type: 'string', title, enum: [...nflClubNames] });

/**
 * The PlayerSegment answers object (spec §3 segment, §4): the segment is
 * required; 'Current NFL Player' requires teamSelect (one of the 32 clubs);
 * 'Legend' and 'nflFreeAgent' require yearsPlayedInNFL (1-20, spec §9) and
 * mostRecentTeam. Each field is declared only in its branch, so
 * `unevaluatedProperties: false` refuses the other branch's fields (a current
 * player's years and most recent team, a legend's current team).
 */
export function playerSegmentSchema(title: string): JsonSchema {
  const formerSegments = playerSegments.filter((segment) => segment !== CURRENT_NFL_PLAYER);
  return {
    type: 'object',
    title,
    properties: {
      segmentYouFallUnderRadio: {
        type: 'string',
        title: 'Which segment do you fall under?',
        [FRIENDLY_NAME_KEYWORD]: 'Player Segment',
        enum: [...playerSegments],
      },
    },
    required: ['segmentYouFallUnderRadio'],
    allOf: [
      {
        if: { properties: { segmentYouFallUnderRadio: { const: CURRENT_NFL_PLAYER } }, required: ['segmentYouFallUnderRadio'] },
        then: { properties: { teamSelect: club('Current Team') }, required: ['teamSelect'] },
      },
      {
        if: { properties: { segmentYouFallUnderRadio: { enum: formerSegments } }, required: ['segmentYouFallUnderRadio'] },
        then: {
          properties: {
            yearsPlayedInNFL: { type: 'integer', title: 'Years Played in NFL', enum: [...numYearsPlayedInNflOptions] },
            mostRecentTeam: club('Most Recent Team'),
          },
          required: [...formerPlayerFields],
        },
      },
    ],
    unevaluatedProperties: false,
  };
}

/** Segment radio in 3 columns; team and years as drop-downs. */
export function playerSegmentUiSchema(): UiSchema {
  return {
    'ui:order': ['segmentYouFallUnderRadio', 'teamSelect', ...formerPlayerFields, '*'],
    segmentYouFallUnderRadio: {
      'ui:widget': 'radio',
      'ui:enumNames': playerSegments.map((segment) => playerSegmentLabels[segment]),
      'ui:options': { columns: 3 },
    },
    teamSelect: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a team' },
    yearsPlayedInNFL: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a number' },
    mostRecentTeam: { 'ui:widget': 'select', 'ui:placeholder': 'Choose a team' },
  };
}
