import type { PlayerInfoResponse } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

/** GET /api/events/{eventId}/player-info?p={playerId} body: the preloaded player and playerAlreadyEnrolled. */
export type PlayerInfo = PlayerInfoResponse;

/**
 * The `?p=` preload of a program's form (spec §2): the player's names and
 * college and whether the player already enrolled in this program year.
 * Throws ApiError (404: unknown player, or the form has no PlayerDbInfo).
 */
export function getPlayerInfo(eventId: number, playerId: number, signal?: AbortSignal): Promise<PlayerInfo> {
  return requestJson<PlayerInfo>(`/api/events/${eventId}/player-info?p=${playerId}`, { signal });
}
