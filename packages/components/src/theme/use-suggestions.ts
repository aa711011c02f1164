import { useEffect, useState } from 'react';

/** spec §5: searches suggest after more than 1 character. */
export const SUGGESTION_MIN_LENGTH = 2;

/** Pause after the last keystroke before searching (milliseconds). */
export const SUGGESTION_DELAY_MS = 250;

/** Suggestions for a typed pattern: nothing asked yet, waiting, found, or the search failed. */
export type Suggestions<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; items: T[] } | { kind: 'failed'; message: string };

/**
 * Suggestions for `pattern` from `search` (a FormServices look-up): idle
 * under 2 characters (spec §5) or when `search` is absent; otherwise asked
 * once typing pauses for `delayMs`, answers for an older pattern dropped.
 * A rejected search gives 'failed' with the error's message.
 */
export function useSuggestions<T>(
  pattern: string,
  search: ((pattern: string) => Promise<T[]>) | undefined,
  delayMs = SUGGESTION_DELAY_MS,
): Suggestions<T> {
  const trimmed = pattern.trim();
  const active = search !== undefined && trimmed.length >= SUGGESTION_MIN_LENGTH;
  const [result, setResult] = useState<{ pattern: string; suggestions: Suggestions<T> }>({ pattern: '', suggestions: { kind: 'idle' } });
  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(() => {
      search(trimmed).then(
        (items) => {
          if (current) setResult({ pattern: trimmed, suggestions: { kind: 'ready', items } });
        },
        (error: unknown) => {
          if (current)
            setResult({
              pattern: trimmed,
              suggestions: { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
            });
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [active, search, trimmed, delayMs]);
  if (!active) return { kind: 'idle' };
  return result.pattern === trimmed ? result.suggestions : { kind: 'loading' };
}
