import { useCallback, useState } from 'react';
import { localStorageOrNull } from '../storage/local-storage.ts';
import { effectiveMenuMode, nextMenuMode, readStoredMenuMode, storeMenuMode, type MenuMode, type Viewport } from './menu-mode.ts';
import { useViewport } from './use-viewport.ts';

/** The side menu's shown mode, the viewport, and the two moves of the menu button and of closing. */
export interface MenuModeState {
  mode: MenuMode;
  viewport: Viewport;
  /** The menu button: the next mode of the viewport's cycle (see nextMenuMode). */
  cycle: () => void;
  /** Closes an overlay menu (link followed, Escape, click outside); no effect otherwise. */
  closeOverlay: () => void;
}

/**
 * The side menu mode (spec §2 four click modes, §9 breakpoints). From 768px the
 * chosen mode is remembered in localStorage; on mobile the menu is an overlay
 * opened by the button and always starts closed.
 */
export function useMenuMode(): MenuModeState {
  const viewport = useViewport();
  const [chosen, setChosen] = useState<MenuMode>(() => readStoredMenuMode(localStorageOrNull()));
  const [mobileOpen, setMobileOpen] = useState(false);
  const mode: MenuMode = viewport === 'mobile' ? (mobileOpen ? 'overlay' : 'hidden') : effectiveMenuMode(chosen, viewport);

  const choose = useCallback((next: MenuMode) => {
    setChosen(next);
    storeMenuMode(next, localStorageOrNull());
  }, []);

  const cycle = useCallback(() => {
    if (viewport === 'mobile') setMobileOpen((open) => !open);
    else choose(nextMenuMode(mode, viewport));
  }, [choose, mode, viewport]);

  const closeOverlay = useCallback(() => {
    if (mode !== 'overlay') return;
    if (viewport === 'mobile') setMobileOpen(false);
    else choose('hidden');
  }, [choose, mode, viewport]);

  return { mode, viewport, cycle, closeOverlay };
}
