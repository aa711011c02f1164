import type { ApiOperation } from '../api-operation.ts';
import { eventId, problemResponses, searchPattern } from '../api-operation.ts';

const tooMany = { description: 'Too many look-ups from this address (Retry-After).', schema: 'ProblemDetails' } as const;

/**
 * The public player database look-ups of a program's form (anonymous,
 * rate-limited per client address): the PlayerDbInfo player search, college
 * and conference suggestions, and the `?p=` preload with the enrollment check.
 */
export const playerLookupOperations = {
  searchProgramPlayers: {
    operationId: 'searchProgramPlayers',
    method: 'get',
    path: '/api/events/{eventId}/search-player-db/{pattern}',
    summary: 'PlayerDbInfo player search: up to 20 players whose name contains the pattern (no birth dates or other personal data).',
    tag: 'public',
    pathParams: { eventId, pattern: searchPattern },
    responses: {
      200: { description: 'The players.', schema: 'PublicPlayerSearchResponse' },
      400: { description: 'Pattern shorter than 2 characters, or a bad program id.', schema: 'ProblemDetails' },
      404: { description: 'Unknown program, or its current form asks for no player database record.', schema: 'ProblemDetails' },
      429: tooMany,
    },
  },
  searchProgramColleges: {
    operationId: 'searchProgramColleges',
    method: 'get',
    path: '/api/events/{eventId}/search-colleges/{pattern}',
    summary: 'College suggestions: up to 20 college names of the player database containing the pattern.',
    tag: 'public',
    pathParams: { eventId, pattern: searchPattern },
    responses: {
      200: { description: 'The college names.', schema: 'PublicCollegeSearchResponse' },
      400: { description: 'Pattern shorter than 2 characters, or a bad program id.', schema: 'ProblemDetails' },
      404: problemResponses.notFound,
      429: tooMany,
    },
  },
  listProgramConferences: {
    operationId: 'listProgramConferences',
    method: 'get',
    path: '/api/events/{eventId}/ncaa-conferences/{division}',
    summary: 'The NCAA conference names of a college division.',
    tag: 'public',
    pathParams: {
      eventId,
      division: { type: 'string', enum: ['FBS', 'FCS', '2', '3'], description: 'College division (spec §9, without N/A).' },
    },
    responses: {
      200: { description: 'The conference names, by name.', schema: 'PublicConferenceSearchResponse' },
      400: problemResponses.badRequest,
      404: problemResponses.notFound,
      429: tooMany,
    },
  },
  getProgramPlayerInfo: {
    operationId: 'getProgramPlayerInfo',
    method: 'get',
    path: '/api/events/{eventId}/player-info',
    summary: "The `?p=` preload: the player's names and college, and whether the player already enrolled in this program year.",
    tag: 'public',
    pathParams: { eventId },
    query: 'PlayerInfoQuery',
    responses: {
      200: { description: 'The player and playerAlreadyEnrolled.', schema: 'PlayerInfoResponse' },
      400: problemResponses.badRequest,
      404: { description: 'Unknown program or player, or the form asks for no player database record.', schema: 'ProblemDetails' },
      429: tooMany,
    },
  },
} as const satisfies Record<string, ApiOperation>;
