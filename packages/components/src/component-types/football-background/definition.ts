import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { NFL_LEAGUE, OTHER_LEAGUE, footballBackgroundSchema, footballBackgroundUiSchema } from './football-background-schema.ts';

/**
 * FootballBackground (spec §2, Body; spec §3 playing experience, §4, §5):
 * whether the applicant is a current or former football player, the league
 * (spec §9 list), and for the NFL the last team, last year and years played,
 * or for another league its name. Fields of other branches are hidden: the
 * client drops their values, the server refuses them. No admin configuration.
 * Feeds the list's playing history, and teams for NFL players.
 */
export const footballBackground: ComponentType = {
  name: 'FootballBackground',
  section: 'Body',
  description: 'Current or former football player, the league, and the NFL team, last year and years played.',
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return footballBackgroundSchema(ctx.component.displayName, ctx.program.eventYear);
  },
  toUiSchema(): UiSchema {
    return footballBackgroundUiSchema();
  },
  project(answers): ProjectedColumns {
    return projectFootballBackground(answers);
  },
};

/**
 * The list columns of a FootballBackground answers object: for the NFL,
 * playingHistory 'NFL: New York Giants, last played 2012, 6 years' and teams
 * [lastTeamPlayedFor]; for Other, 'Other league: {otherLeague}'; for a named
 * league, its name ('CFL'). Nothing when the applicant did not play.
 */
export function projectFootballBackground(answers: unknown): ProjectedColumns {
  const values = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {};
  const text = (key: string) => (typeof values[key] === 'string' ? values[key].trim() || undefined : undefined);
  const number = (key: string) => (typeof values[key] === 'number' ? values[key] : undefined);
  const league = text('whichLeague');
  if (values['currentFormerFootballPlayer'] !== 'yes' || league === undefined) return {};
  if (league === OTHER_LEAGUE) {
    const other = text('otherLeague');
    return other ? { playingHistory: `Other league: ${other}` } : {};
  }
  if (league !== NFL_LEAGUE) return { playingHistory: league };
  const team = text('lastTeamPlayedFor');
  const lastYear = number('lastYearPlayedInNFL');
  const count = number('numYearsPlayedInNFL');
  const details = [
    team,
    lastYear === undefined ? undefined : `last played ${lastYear}`,
    count === undefined ? undefined : `${count} ${count === 1 ? 'year' : 'years'}`,
  ];
  const line = details.filter((part) => part !== undefined).join(', ');
  return { playingHistory: line ? `NFL: ${line}` : 'NFL', ...(team ? { teams: [team] } : {}) };
}
