import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';

/** Data being loaded: loading, the value (replaceable after saves), or the failure's message. */
export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; message: string };

/** What useLoaded answers: the state, a setter for the loaded value (after a save) and a reload. */
export interface LoadedState<T> {
  state: Loaded<T>;
  /** The value once loaded, else null. */
  value: T | null;
  /** Replaces the loaded value (e.g. with the list the API answered a save with). */
  setValue(update: (current: T) => T): void;
  /** Loads again (e.g. after several saves); the old value stays shown meanwhile. */
  reload(): void;
}

/**
 * Loads a value with `load` (given an AbortSignal) when `key` changes or on
 * reload; an answer that arrives after the key changed is dropped. Failures
 * become `{ kind: 'failed', message }` (errorMessage: the API's detail or title).
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadedState<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { kind: 'loading' } });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ key, loaded: { kind: 'ready', value } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, loaded: { kind: 'failed', message: errorMessage(error) } });
      },
    );
    return () => controller.abort();
    // `load` is read when the key or the revision changes, not on every render.
  }, [key, revision]);
  const current: Loaded<T> = state.key === key ? state.loaded : { kind: 'loading' };
  const setValue = useCallback(
    (update: (value: T) => T) =>
      setState((previous) =>
        previous.loaded.kind === 'ready' ? { ...previous, loaded: { kind: 'ready', value: update(previous.loaded.value) } } : previous,
      ),
    [],
  );
  const reload = useCallback(() => setRevision((value) => value + 1), []);
  return { state: current, value: current.kind === 'ready' ? current.value : null, setValue, reload };
}
