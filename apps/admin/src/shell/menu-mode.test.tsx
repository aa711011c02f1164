import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  effectiveMenuMode,
  menuModeStorageKey,
  menuModesFor,
  nextMenuMode,
  readStoredMenuMode,
  viewportOf,
  type MenuMode,
} from './menu-mode.ts';
import { useMenuMode } from './use-menu-mode.ts';

function cycleFrom(start: MenuMode, viewport: 'wide' | 'medium' | 'mobile', presses: number): MenuMode[] {
  const seen: MenuMode[] = [];
  let mode = start;
  for (let press = 0; press < presses; press += 1) {
    mode = nextMenuMode(mode, viewport);
    seen.push(mode);
  }
  return seen;
}

describe('side menu modes (spec §2 four click modes, §9 breakpoints 768 and 1440)', () => {
  it('classes widths by the spec breakpoints', () => {
    expect([320, 767, 768, 1439, 1440, 2560].map(viewportOf)).toEqual(['mobile', 'mobile', 'medium', 'medium', 'wide', 'wide']);
  });

  it('cycles through the four modes on wide screens and comes back', () => {
    expect(cycleFrom('expanded', 'wide', 4)).toEqual(['compact', 'overlay', 'hidden', 'expanded']);
  });

  it('hides the sub-menus under 1440px: expanded shows as compact and is skipped', () => {
    expect(effectiveMenuMode('expanded', 'medium')).toBe('compact');
    expect(cycleFrom('expanded', 'medium', 3)).toEqual(['overlay', 'hidden', 'compact']);
    expect(menuModesFor('medium')).not.toContain('expanded');
  });

  it('only opens as an overlay on mobile', () => {
    expect(effectiveMenuMode('expanded', 'mobile')).toBe('hidden');
    expect(effectiveMenuMode('compact', 'mobile')).toBe('hidden');
    expect(cycleFrom('hidden', 'mobile', 2)).toEqual(['overlay', 'hidden']);
  });

  it('reads a remembered mode and falls back to expanded', () => {
    expect(readStoredMenuMode({ getItem: () => 'overlay' })).toBe('overlay');
    expect(readStoredMenuMode({ getItem: () => 'sideways' })).toBe('expanded');
    expect(readStoredMenuMode(null)).toBe('expanded');
  });
});

describe('useMenuMode', () => {
  beforeEach(() => localStorage.clear());

  it('cycles with the menu button, remembers the mode, and closes an overlay to hidden', () => {
    const { result } = renderHook(() => useMenuMode());
    const viewport = result.current.viewport;
    expect(viewport).not.toBe('mobile');
    const modes = menuModesFor(viewport);
    const start = result.current.mode;
    expect(start).toBe(effectiveMenuMode('expanded', viewport));

    act(() => result.current.cycle());
    expect(result.current.mode).toBe(nextMenuMode(start, viewport));
    expect(localStorage.getItem(menuModeStorageKey)).toBe(result.current.mode);

    while (result.current.mode !== 'overlay') act(() => result.current.cycle());
    act(() => result.current.closeOverlay());
    expect(result.current.mode).toBe('hidden');
    expect(localStorage.getItem(menuModeStorageKey)).toBe('hidden');

    for (let press = 0; press < modes.length; press += 1) act(() => result.current.cycle());
    expect(result.current.mode).toBe('hidden');
  });

  it('starts in the remembered mode', () => {
    localStorage.setItem(menuModeStorageKey, 'hidden');
    const { result } = renderHook(() => useMenuMode());
    expect(result.current.mode).toBe('hidden');
  });
});
