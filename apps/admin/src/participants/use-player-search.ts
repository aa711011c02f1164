import { useEffect, useState } from 'react';
import { searchPlayerDb, type PlayerRecord } from '../api/player-db.ts';
import { failureDetail } from './failure-detail.ts';

/** spec §5: player search suggests after more than 1 character. */
export const PLAYER_SEARCH_MIN_LENGTH = 2;
/** Pause after the last keystroke before asking the player database. */
const SEARCH_DELAY_MS = 250;

/** Suggestions for a typed pattern: loading, the players found, or the failure detail. */
export type PlayerSuggestions =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; players: PlayerRecord[] } | { kind: 'failed'; detail: string | null };

/**
 * Player database suggestions for a pattern (GET /api/people/search-player-db/{pattern}):
 * idle under 2 characters; otherwise asked once typing pauses, stale answers
 * dropped (each new pattern aborts the previous request).
 */
export function usePlayerSearch(pattern: string): PlayerSuggestions {
  const trimmed = pattern.trim();
  const [result, setResult] = useState<{ pattern: string; suggestions: PlayerSuggestions }>({
    pattern: '',
    suggestions: { kind: 'idle' },
  });
  useEffect(() => {
    if (trimmed.length < PLAYER_SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlayerDb(trimmed, controller.signal).then(
        (players) => setResult({ pattern: trimmed, suggestions: { kind: 'ready', players } }),
        (error: unknown) => {
          if (!controller.signal.aborted) setResult({ pattern: trimmed, suggestions: { kind: 'failed', detail: failureDetail(error) } });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  if (trimmed.length < PLAYER_SEARCH_MIN_LENGTH) return { kind: 'idle' };
  return result.pattern === trimmed ? result.suggestions : { kind: 'loading' };
}
