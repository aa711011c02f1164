import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import {
  footballExperienceChoices,
  footballExperienceLabels,
  footballExperienceSchema,
  footballExperienceUiSchema,
} from './football-experience-schema.ts';
import type { FootballExperienceChoice } from './football-experience-schema.ts';

/**
 * FootballExperience (spec §2, Body; spec §3 football fields, §4, §5): the
 * applicant says whether they are a former NFL player, a former college
 * player or current college player / staff (`footballExperience`), and the
 * choice adds its required group: NFL (lastTeamPlayedFor, one of the 32
 * clubs; lastSeasonPlayedInNFL; numYearsPlayedInNFL 1-20), college player
 * (schoolPlayedFor, lastSeasonPlayedInCollege, headCoachPlayedFor), current
 * college (schoolWorkFor, jobTitle, yearsOfExperience 1-25). The other two
 * groups are hidden: the client drops their values, the server refuses them.
 * No admin configuration. Feeds the list's playing history, and teams for a
 * former NFL player.
 */
export const footballExperience: ComponentType = {
  name: 'FootballExperience',
  section: 'Body',
  description: 'Former NFL player, former college player or current college player / staff, with the details of the choice.',
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return footballExperienceSchema(ctx.component.displayName, ctx.program.eventYear);
  },
  toUiSchema(): UiSchema {
    return footballExperienceUiSchema();
  },
  project(answers): ProjectedColumns {
    return projectFootballExperience(answers);
  },
};

/**
 * The list columns of a FootballExperience answers object: playingHistory,
 * one line per choice ('Former NFL Player: New York Giants, last season 2012,
 * 6 years'; 'Former College Player: Ohio State University, last season 2019,
 * head coach Ryan Day'; 'Current College Player / Staff: Ohio State
 * University, Graduate Assistant, 3 years'), and teams = [lastTeamPlayedFor]
 * for a former NFL player. Empty for anything else.
 */
export function projectFootballExperience(answers: unknown): ProjectedColumns {
  const values = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {};
  const read = (key: string) => {
    const value = values[key];
    return typeof value === 'string' ? value.trim() || undefined : typeof value === 'number' ? value : undefined;
  };
  const choice = footballExperienceChoices.find((candidate) => candidate === values['footballExperience']);
  if (!choice) return {};
  const details = detailsOf(choice, read).filter((part): part is string => part !== undefined);
  const playingHistory = [footballExperienceLabels[choice], details.join(', ')].filter(Boolean).join(': ');
  const team = choice === 'formerNFLPlayer' ? read('lastTeamPlayedFor') : undefined;
  return typeof team === 'string' ? { playingHistory, teams: [team] } : { playingHistory };
}

function detailsOf(choice: FootballExperienceChoice, read: (key: string) => string | number | undefined): (string | undefined)[] {
  const part = (value: string | number | undefined, format: (value: string | number) => string) =>
    value === undefined ? undefined : format(value);
  switch (choice) {
    case 'formerNFLPlayer':
      return [
        part(read('lastTeamPlayedFor'), String),
        part(read('lastSeasonPlayedInNFL'), (v) => `last season ${v}`),
        part(read('numYearsPlayedInNFL'), years),
      ];
    case 'formerCollegePlayer':
      return [
        part(read('schoolPlayedFor'), String),
        part(read('lastSeasonPlayedInCollege'), (v) => `last season ${v}`),
        part(read('headCoachPlayedFor'), (v) => `head coach ${v}`),
      ];
    case 'currentCollegePlayer':
      return [part(read('schoolWorkFor'), String), part(read('jobTitle'), String), part(read('yearsOfExperience'), years)];
  }
}

function years(value: string | number): string {
  return `${value} ${Number(value) === 1 ? 'year' : 'years'}`;
}
