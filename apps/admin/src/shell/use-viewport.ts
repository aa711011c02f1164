import { useSyncExternalStore } from 'react';
import { mobileMenuBreakpoint, subMenuBreakpoint, type Viewport } from './menu-mode.ts';

const wideQuery = `(min-width: ${subMenuBreakpoint}px)`;
const notMobileQuery = `(min-width: ${mobileMenuBreakpoint}px)`;

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(wideQuery), window.matchMedia(notMobileQuery)];
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

function snapshot(): Viewport {
  if (window.matchMedia(wideQuery).matches) return 'wide';
  return window.matchMedia(notMobileQuery).matches ? 'medium' : 'mobile';
}

/**
 * The viewport class (spec §9 breakpoints: mobile under 768px, sub-menus hidden
 * under 1440px), from the same media queries as the style sheet; re-renders on change.
 */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => 'wide');
}
