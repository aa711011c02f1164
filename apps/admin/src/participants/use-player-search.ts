import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { searchPlayerDb, type PlayerRecord } from '../api/player-db.ts';
import { failureDetail } from './failure-detail.ts';

/** spec §5: player search suggests after more than 1 character. */
export const PLAYER_SEARCH_MIN_LENGTH = 2;
/** Pause after the last keystroke before asking the player database (ms). */
const SEARCH_DELAY_MS = 250;
/** How long the players found for a pattern are reused without asking again (ms). */
const SEARCH_FRESH_MS = 60_000;

/** Suggestions for a typed pattern: loading, the players found, or the failure detail. */
export type PlayerSuggestions =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; players: PlayerRecord[] } | { kind: 'failed'; detail: string | null };

/**
 * Player database suggestions for a pattern (GET /api/people/search-player-db/{pattern}),
 * through the query cache (key ['player-db-search', pattern]): idle under 2 characters;
 * otherwise asked once typing pauses for 250 ms; a pattern left behind has its request
 * cancelled, and a pattern asked within the last minute answers from the cache.
 */
export function usePlayerSearch(pattern: string): PlayerSuggestions {
  const trimmed = pattern.trim();
  const [settled] = useDebounce(trimmed, SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: ['player-db-search', settled],
    queryFn: ({ signal }) => searchPlayerDb(settled, signal),
    enabled: settled.length >= PLAYER_SEARCH_MIN_LENGTH,
    staleTime: SEARCH_FRESH_MS,
  });
  if (trimmed.length < PLAYER_SEARCH_MIN_LENGTH) return { kind: 'idle' };
  if (settled !== trimmed || query.isPending) return { kind: 'loading' };
  if (query.isError) return { kind: 'failed', detail: failureDetail(query.error) };
  return { kind: 'ready', players: query.data };
}
