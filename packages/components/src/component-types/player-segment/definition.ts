import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import {
  CURRENT_NFL_PLAYER,
  playerSegmentLabels,
  playerSegmentSchema,
  playerSegmentUiSchema,
  playerSegments,
} from './player-segment-schema.ts';

/**
 * PlayerSegment (spec §2, Body; spec §3 segment, §4): the segment the
 * applicant falls under (current NFL player, legend, NFL free agent); a
 * current player names their team, a legend or free agent their years in the
 * NFL and most recent team. The other branch's fields are hidden: the client
 * drops their values, the server refuses them. No admin configuration.
 * Feeds the list's playing history and teams.
 */
export const playerSegment: ComponentType = {
  name: 'PlayerSegment',
  section: 'Body',
  description: 'Current NFL player, legend or NFL free agent, with the team and years played.',
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return playerSegmentSchema(ctx.component.displayName);
  },
  toUiSchema(): UiSchema {
    return playerSegmentUiSchema();
  },
  project(answers): ProjectedColumns {
    return projectPlayerSegment(answers);
  },
};

/**
 * The list columns of a PlayerSegment answers object: playingHistory
 * ('Current NFL Player: Dallas Cowboys', 'Legend: Dallas Cowboys, 8 years',
 * 'NFL Free Agent: Dallas Cowboys, 1 year') and teams [team]. Empty without a
 * known segment.
 */
export function projectPlayerSegment(answers: unknown): ProjectedColumns {
  const values = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {};
  const segment = playerSegments.find((candidate) => candidate === values['segmentYouFallUnderRadio']);
  if (!segment) return {};
  const teamKey = segment === CURRENT_NFL_PLAYER ? 'teamSelect' : 'mostRecentTeam';
  const team = typeof values[teamKey] === 'string' ? values[teamKey].trim() || undefined : undefined;
  const count = segment === CURRENT_NFL_PLAYER || typeof values['yearsPlayedInNFL'] !== 'number' ? undefined : values['yearsPlayedInNFL'];
  const details = [team, count === undefined ? undefined : `${count} ${count === 1 ? 'year' : 'years'}`].filter(
    (part) => part !== undefined,
  );
  const label = playerSegmentLabels[segment];
  return { playingHistory: details.length > 0 ? `${label}: ${details.join(', ')}` : label, ...(team ? { teams: [team] } : {}) };
}
