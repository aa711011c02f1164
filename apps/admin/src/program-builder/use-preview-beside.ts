import { useSyncExternalStore } from 'react';

/**
 * Narrowest window (CSS pixels) with room for the live preview beside the
 * builder's editor: the page is then at least 1164px wide in every side-menu
 * mode (1280 minus the 68px icon rail, or 1440 minus the 228px expanded
 * menu, less the page padding), enough for a 40rem editor column (its
 * component and question tables) and a 22rem preview (issue 13 'Laptop and
 * phone widths').
 */
export const previewBesideMinWidth = 1280;

const besideQuery = `(min-width: ${previewBesideMinWidth}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(besideQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return window.matchMedia(besideQuery).matches;
}

/** Whether the window has room for the live preview beside the editor (see previewBesideMinWidth); re-renders on change. */
export function usePreviewBeside(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
