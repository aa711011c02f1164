import { responseData, type paths } from '@huddle/api-client';
import type { FormServices } from '@huddle/components';
import { publicApi } from './public-api.ts';
import { uploadFile } from './upload-file.ts';

/** An NCAA division as the conference look-up takes it ('2', '3', 'FBS', 'FCS'; the API refuses others with 400). */
type Division = paths['/api/events/{eventId}/ncaa-conferences/{division}']['get']['parameters']['path']['division'];

/**
 * The FormServices of one program's public form (uploads and player
 * database look-ups), over the public API of that program:
 * - GET /api/events/{eventId}/search-player-db/{pattern} → { players }
 * - GET /api/events/{eventId}/search-colleges/{pattern} → { colleges }
 * - GET /api/events/{eventId}/ncaa-conferences/{division} → { conferences }
 * Searches are only called with more than 1 character (spec §5).
 */
export function createFormServices(eventId: number): FormServices {
  return {
    uploadFile: (file, slot) => uploadFile(eventId, file, slot),
    searchPlayers: async (pattern) =>
      (await responseData(publicApi.GET('/api/events/{eventId}/search-player-db/{pattern}', { params: { path: { eventId, pattern } } })))
        .players,
    searchColleges: async (pattern) =>
      (await responseData(publicApi.GET('/api/events/{eventId}/search-colleges/{pattern}', { params: { path: { eventId, pattern } } })))
        .colleges,
    conferencesByDivision: async (division) =>
      (
        await responseData(
          publicApi.GET('/api/events/{eventId}/ncaa-conferences/{division}', {
            params: { path: { eventId, division: division as Division } },
          }),
        )
      ).conferences,
  };
}
