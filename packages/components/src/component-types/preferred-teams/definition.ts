import { nflClubs } from '@huddle/schemas/reference';
import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';

/** spec §3 preferredTeams: the stored choice that excludes every club. */
export const NO_PREFERENCE = 'No Preference';
/** Registry name of the team picker field (react-parts.ts). */
export const PREFERRED_TEAMS_FIELD = 'PreferredTeams.TeamPicker';

/** Admin configuration of PreferredTeams (spec §3: controlCaption, rich text). */
export interface PreferredTeamsConfig {
  /** Rich text (HTML) shown above the clubs; rendered through SafeHtml only. */
  controlCaption: string;
  [key: string]: unknown;
}

/** Answers object of PreferredTeams: `preferredTeams` club names (nflClubs order) or ['No Preference']. */
export interface PreferredTeamsAnswers {
  preferredTeams?: string[];
}

const configSchema: JsonSchema = {
  type: 'object',
  properties: {
    controlCaption: {
      type: 'string',
      title: 'Caption shown above the teams (rich text)',
      maxLength: 20000,
    },
  },
  required: ['controlCaption'],
};

/**
 * PreferredTeams (spec §2, Body; spec §3 preferredTeams): the 32 NFL clubs
 * grouped AFC / NFC (nflClubs reference) as two checkbox groups under the
 * configured caption, plus 'No Preference'. Answers object
 * `{ preferredTeams: string[] }`: distinct club names, or exactly
 * ['No Preference'] (No Preference excludes the clubs). Optional: spec §5
 * lists no preferred-teams rule, and the participant detail has the empty
 * text 'No Teams Specified' (spec §2). Feeds the `teams` column (the
 * resume programs' Team Filter); 'No Preference' is no team.
 */
export const preferredTeams: ComponentType<PreferredTeamsConfig> = {
  name: 'PreferredTeams',
  section: 'Body',
  description: 'The 32 NFL clubs grouped AFC and NFC, or No Preference, under a rich text caption.',
  configSchema,
  defaultConfiguration: { controlCaption: '' },
  toSchema(_config, ctx): JsonSchema {
    return {
      type: 'object',
      title: ctx.component.displayName,
      properties: {
        preferredTeams: {
          type: 'array',
          title: 'Preferred Teams',
          items: { type: 'string', enum: [...nflClubs.map((club) => club.clubName), NO_PREFERENCE] },
          uniqueItems: true,
          if: { contains: { const: NO_PREFERENCE } },
          then: { maxItems: 1 },
        },
      },
      unevaluatedProperties: false,
    };
  },
  toUiSchema(config): UiSchema {
    return {
      preferredTeams: { 'ui:field': PREFERRED_TEAMS_FIELD, 'ui:options': { label: false, caption: config.controlCaption } },
    };
  },
  project(answers): ProjectedColumns {
    const chosen = (answers as PreferredTeamsAnswers | undefined)?.preferredTeams;
    const teams = Array.isArray(chosen) ? chosen.filter((team) => typeof team === 'string' && team !== NO_PREFERENCE) : [];
    return teams.length > 0 ? { teams } : {};
  },
};
