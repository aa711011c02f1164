import type { FormServices, PlayerSuggestion } from '@huddle/components';
import { requestJson } from './request-json.ts';
import { uploadFile } from './upload-file.ts';

/**
 * The FormServices of one program's public form (uploads and player
 * database look-ups), over the public API of that program:
 * - GET /api/events/{eventId}/search-player-db/{pattern} → { players }
 * - GET /api/events/{eventId}/search-colleges/{pattern} → { colleges }
 * - GET /api/events/{eventId}/ncaa-conferences/{division} → { conferences }
 * Searches are only called with more than 1 character (spec §5).
 */
export function createFormServices(eventId: number): FormServices {
  const segment = (value: string) => encodeURIComponent(value);
  return {
    uploadFile: (file, slot) => uploadFile(eventId, file, slot),
    searchPlayers: async (pattern) =>
      (await requestJson<{ players: PlayerSuggestion[] }>(`/api/events/${eventId}/search-player-db/${segment(pattern)}`)).players,
    searchColleges: async (pattern) =>
      (await requestJson<{ colleges: string[] }>(`/api/events/${eventId}/search-colleges/${segment(pattern)}`)).colleges,
    conferencesByDivision: async (division) =>
      (await requestJson<{ conferences: string[] }>(`/api/events/${eventId}/ncaa-conferences/${segment(division)}`)).conferences,
  };
}
