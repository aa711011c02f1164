import type { QueryClient } from '@tanstack/react-query';
import { playerDbInfoKey, playerDbLockedPaths } from '@huddle/components/definitions';
import { ApiError } from '../api/api-error.ts';
import { playerInfoQuery } from '../api/public-queries.ts';
import type { PublicProgram } from '../api/public-types.ts';

/** Query of a program page: `p`, the player database id to preload (spec §2). */
export interface ProgramSearch {
  p?: number;
}

/** Reads a program page's query: { p: '100001' } → { p: 100001 }; anything but a positive whole number is dropped. */
export function programSearch(search: Record<string, unknown>): ProgramSearch {
  const raw = search.p;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(value) && value >= 1 && value <= 2_147_483_647 ? { p: value } : {};
}

/** What a `?p=` link does to the page: the player already enrolled, or the form starts with the player's details locked. */
export type PlayerPreload =
  { kind: 'enrolled' } | { kind: 'form'; initialData: Record<string, unknown>; lockedFields: ReadonlySet<string> };

/**
 * The `?p=` preload of a program page (spec §2 'A query string containing p
 * preloads player database info', §4 'Fields supplied by player database
 * reference are disabled and considered valid'): null when there is no `p`,
 * when the program's form has no PlayerDbInfo (nothing to preload), or when
 * the player is unknown (404: the form starts empty). Otherwise 'enrolled'
 * when the player already has a registration this program year (the page
 * reads 'Thank you for enrolling in {event}.'), else the PlayerDbInfo
 * answers (playerId, names, college) and the paths they lock, birth date
 * included (the server fills it at submit). Other failures are thrown.
 */
export async function loadPlayerPreload(
  queryClient: QueryClient,
  program: PublicProgram,
  playerId: number | undefined,
): Promise<PlayerPreload | null> {
  if (playerId === undefined) return null;
  const key = playerDbInfoKey(program.formVersion.compiled);
  if (key === null) return null;
  try {
    const info = await queryClient.fetchQuery(playerInfoQuery(program.eventId, playerId));
    if (info.playerAlreadyEnrolled) return { kind: 'enrolled' };
    const supplied: Record<string, unknown> = {
      playerId: info.player.playerId,
      firstName: info.player.firstName,
      lastName: info.player.lastName,
    };
    if (info.player.college.trim() !== '') supplied['college'] = info.player.college;
    return { kind: 'form', initialData: { [key]: supplied }, lockedFields: playerDbLockedPaths(key, supplied) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
