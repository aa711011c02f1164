import { earliestLastPlayedYear, lastPlayedYears, leagues, nflClubNames, numYearsPlayedInNflOptions } from '@huddle/schemas/reference';
import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, FRIENDLY_NAME_KEYWORD, specPatterns } from '@huddle/form-engine';

/** spec §5: currentFormerFootballPlayer is yes or no (stored lower case). */
export const yesNo = ['yes', 'no'] as const;
/** The whichLeague value that adds the NFL details (spec §4). */
export const NFL_LEAGUE = 'NFL';
/** The whichLeague value that requires otherLeague (spec §4; the leagues list's last entry). */
export const OTHER_LEAGUE = 'Other';

/** spec §4: the NFL details, required when the league is the NFL. */
export const nflFields = ['lastTeamPlayedFor', 'lastYearPlayedInNFL', 'numYearsPlayedInNFL'] as const;

const playedFootball: JsonSchema = {
  properties: { currentFormerFootballPlayer: { const: 'yes' } },
  required: ['currentFormerFootballPlayer'],
};

/** A condition: the applicant played football and chose `league`. */
function playedIn(league: string): JsonSchema {
  return {
    properties: { currentFormerFootballPlayer: { const: 'yes' }, whichLeague: { const: league } },
    required: ['currentFormerFootballPlayer', 'whichLeague'],
  };
}

/** spec §9: last year played from the program year back to 1950, newest first (1950 alone before that). */
function lastYearSchema(referenceYear: number): JsonSchema {
  const years = lastPlayedYears(referenceYear);
  return { type: 'integer', title: 'Last Year Played in NFL', enum: years.length > 0 ? years : [earliestLastPlayedYear] };
}

/**
 * The FootballBackground answers object (spec §3 playing experience, §4, §5).
 * `currentFormerFootballPlayer` (yes/no) is required. yes → `whichLeague`
 * required, one of the spec §9 leagues (NFL, CFL, XFL, MLB, MLS, NBA, NHL,
 * WNBA, Other): the spec's "NFL/other" is read as this list, NFL adding the
 * NFL details and Other adding the free-text `otherLeague`; the named
 * non-NFL leagues add nothing. NFL → lastTeamPlayedFor (one of the 32 clubs),
 * lastYearPlayedInNFL (program year back to 1950), numYearsPlayedInNFL
 * (1-20) required. Other → otherLeague required. Every field is declared
 * only in the branch that shows it, so `unevaluatedProperties: false`
 * refuses league details after no, NFL details for another league and
 * otherLeague for any league but Other.
 */
export function footballBackgroundSchema(title: string, referenceYear: number): JsonSchema {
  return {
    type: 'object',
    title,
    properties: {
      currentFormerFootballPlayer: {
        type: 'string',
        title: 'Are you a current or former football player?',
        [FRIENDLY_NAME_KEYWORD]: 'Current or Former Football Player',
        enum: [...yesNo],
      },
    },
    required: ['currentFormerFootballPlayer'],
    allOf: [
      {
        if: playedFootball,
        then: {
          properties: { whichLeague: { type: 'string', title: 'Which league?', [FRIENDLY_NAME_KEYWORD]: 'League', enum: [...leagues] } },
          required: ['whichLeague'],
        },
      },
      {
        if: playedIn(NFL_LEAGUE),
        then: {
          properties: {
            lastTeamPlayedFor: { type: 'string', title: 'Last Team Played For', enum: [...nflClubNames] },
            lastYearPlayedInNFL: lastYearSchema(referenceYear),
            numYearsPlayedInNFL: { type: 'integer', title: 'Years Played in NFL', enum: [...numYearsPlayedInNflOptions] },
          },
          required: [...nflFields],
        },
      },
      {
        if: playedIn(OTHER_LEAGUE),
        then: {
          properties: {
            otherLeague: { type: 'string', title: 'Other League', pattern: specPatterns.generalText, maxLength: DEFAULT_TEXT_LIMIT },
          },
          required: ['otherLeague'],
        },
      },
    ],
    unevaluatedProperties: false,
  };
}

/** Yes/No radio, league and NFL details as drop-downs. */
export function footballBackgroundUiSchema(): UiSchema {
  const select = (placeholder: string) => ({ 'ui:widget': 'select', 'ui:placeholder': placeholder });
  return {
    'ui:order': ['currentFormerFootballPlayer', 'whichLeague', 'otherLeague', ...nflFields, '*'],
    currentFormerFootballPlayer: { 'ui:widget': 'radio', 'ui:enumNames': ['Yes', 'No'], 'ui:options': { columns: 2 } },
    whichLeague: select('Choose a league'),
    otherLeague: { 'ui:placeholder': 'Name of the league' },
    lastTeamPlayedFor: select('Choose a team'),
    lastYearPlayedInNFL: select('Choose a year'),
    numYearsPlayedInNFL: select('Choose a number'),
  };
}
