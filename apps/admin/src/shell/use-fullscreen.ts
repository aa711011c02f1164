import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isActive = () => document.fullscreenElement != null;
const isSupported = () => document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function';

/** The full screen state of the page (Fullscreen API) and its toggle. */
export interface FullscreenState {
  /** False where the browser offers no full screen (the toggle is then not shown). */
  supported: boolean;
  active: boolean;
  /** Enters full screen on the whole page, or leaves it. A refusal by the browser is ignored. */
  toggle: () => void;
}

/** spec §2 navbar fullscreen toggle, following the document's fullscreenchange events. */
export function useFullscreen(): FullscreenState {
  const active = useSyncExternalStore(subscribe, isActive, () => false);
  const supported = useSyncExternalStore(subscribe, isSupported, () => false);
  const toggle = useCallback(() => {
    const request = isActive() ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(() => undefined);
  }, []);
  return { supported, active, toggle };
}
