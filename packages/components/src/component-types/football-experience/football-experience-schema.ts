import { earliestLastPlayedYear, lastPlayedYears, nflClubNames, numYearsPlayedInNflOptions } from '@huddle/schemas/reference';
import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, FRIENDLY_NAME_KEYWORD, specPatterns } from '@huddle/form-engine';

/** spec §3 football fields: the three values of footballExperience, in display order. */
export const footballExperienceChoices = ['formerNFLPlayer', 'formerCollegePlayer', 'currentCollegePlayer'] as const;

/** One footballExperience value (spec §3, §5: one of three values). */
export type FootballExperienceChoice = (typeof footballExperienceChoices)[number];

/** Labels of the footballExperience choices, shown on the radio buttons and in playing histories. */
export const footballExperienceLabels: Record<FootballExperienceChoice, string> = {
  formerNFLPlayer: 'Former NFL Player',
  formerCollegePlayer: 'Former College Player',
  currentCollegePlayer: 'Current College Player / Staff',
};

/**
 * spec §4: the fields each choice adds, in display order (NFL: last team,
 * last season, years; college player: school, last season, head coach;
 * current college: school, job title, years of experience).
 */
export const footballExperienceGroups: Record<FootballExperienceChoice, readonly string[]> = {
  formerNFLPlayer: ['lastTeamPlayedFor', 'lastSeasonPlayedInNFL', 'numYearsPlayedInNFL'],
  formerCollegePlayer: ['schoolPlayedFor', 'lastSeasonPlayedInCollege', 'headCoachPlayedFor'],
  currentCollegePlayer: ['schoolWorkFor', 'jobTitle', 'yearsOfExperience'],
};

/** spec §5: college names are any non-blank text. */
const NON_BLANK = '\\S';
/** spec §5/§9: numeric inputs run from 1 to 25. */
const YEARS_OF_EXPERIENCE = { minimum: 1, maximum: 25 } as const;

const text = (title: string, pattern: string): JsonSchema => ({ type: 'string', title, pattern, maxLength: DEFAULT_TEXT_LIMIT });

/** spec §9: seasons from the program year back to 1950, newest first (1950 alone before that). */
function seasonSchema(title: string, referenceYear: number): JsonSchema {
  const years = lastPlayedYears(referenceYear);
  return { type: 'integer', title, enum: years.length > 0 ? years : [earliestLastPlayedYear] };
}

/** The fields of every group, titles = spec §5 friendly names. */
function groupProperties(referenceYear: number): Record<FootballExperienceChoice, Record<string, JsonSchema>> {
  return {
    formerNFLPlayer: {
      lastTeamPlayedFor: { type: 'string', title: 'Last Team Played For', enum: [...nflClubNames] },
      lastSeasonPlayedInNFL: seasonSchema('Last Season Played in NFL', referenceYear),
      numYearsPlayedInNFL: { type: 'integer', title: 'Years Played in NFL', enum: [...numYearsPlayedInNflOptions] },
    },
    formerCollegePlayer: {
      schoolPlayedFor: text('School Played For', NON_BLANK),
      lastSeasonPlayedInCollege: seasonSchema('Last Season Played in College', referenceYear),
      headCoachPlayedFor: text('Head Coach Played For', specPatterns.name),
    },
    currentCollegePlayer: {
      schoolWorkFor: text('School You Work For', NON_BLANK),
      jobTitle: text('Job Title', specPatterns.generalText),
      yearsOfExperience: { type: 'integer', title: 'Years of Experience', ...YEARS_OF_EXPERIENCE },
    },
  };
}

/**
 * The FootballExperience answers object (spec §3 football fields, §4, §5):
 * `footballExperience` is required and one of the three values; the chosen
 * value's group is required (one if/then per choice) and the fields of the
 * other two groups are never evaluated, so `unevaluatedProperties: false`
 * refuses them. Seasons come from the program year back to 1950; years in the
 * NFL 1-20; years of experience 1-25.
 */
export function footballExperienceSchema(title: string, referenceYear: number): JsonSchema {
  const groups = groupProperties(referenceYear);
  return {
    type: 'object',
    title,
    properties: {
      footballExperience: {
        type: 'string',
        title: 'Which best describes your football experience?',
        [FRIENDLY_NAME_KEYWORD]: 'Football Experience',
        enum: [...footballExperienceChoices],
      },
    },
    required: ['footballExperience'],
    allOf: footballExperienceChoices.map((choice) => ({
      if: { properties: { footballExperience: { const: choice } }, required: ['footballExperience'] },
      then: { properties: groups[choice], required: [...footballExperienceGroups[choice]] },
    })),
    unevaluatedProperties: false,
  };
}

/** Radio for the choice, drop-downs for clubs and seasons, a number input for years of experience. */
export function footballExperienceUiSchema(): UiSchema {
  const select = (placeholder: string) => ({ 'ui:widget': 'select', 'ui:placeholder': placeholder });
  return {
    'ui:order': ['footballExperience', ...footballExperienceChoices.flatMap((choice) => footballExperienceGroups[choice]), '*'],
    footballExperience: {
      'ui:widget': 'radio',
      'ui:enumNames': footballExperienceChoices.map((choice) => footballExperienceLabels[choice]),
    },
    lastTeamPlayedFor: select('Choose a team'),
    lastSeasonPlayedInNFL: select('Choose a season'),
    numYearsPlayedInNFL: select('Choose a number'),
    lastSeasonPlayedInCollege: select('Choose a season'),
    yearsOfExperience: { 'ui:widget': 'updown', 'ui:placeholder': '1 to 25' },
  };
}
