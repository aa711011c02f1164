import { responseData } from '@huddle/api-client';
import type { ParticipantRow, PlayerRecord } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';

export type { PlayerRecord };

/**
 * Players whose names match a pattern (GET /api/people/search-player-db/{pattern},
 * at most 20). The pattern must be longer than 1 character (spec §5), else the
 * API answers 400. Throws ApiError; an aborted signal rejects with AbortError.
 */
export async function searchPlayerDb(pattern: string, signal?: AbortSignal): Promise<PlayerRecord[]> {
  const call = adminApi.GET('/api/people/search-player-db/{pattern}', { params: { path: { pattern } }, signal });
  return (await responseData(call)).players;
}

/**
 * Attaches a player database record to a registration
 * (POST /api/events/{eventId}/registrations/{id}/player/{playerId}); returns the updated row.
 * Throws ApiError: 403 without 'players.search', 404 unknown registration or player.
 */
export async function attachPlayer(eventId: number, registrationId: number, playerId: number): Promise<ParticipantRow> {
  const call = adminApi.POST('/api/events/{eventId}/registrations/{registrationId}/player/{playerId}', {
    params: { path: { eventId, registrationId, playerId } },
  });
  return (await responseData(call)).participant;
}
