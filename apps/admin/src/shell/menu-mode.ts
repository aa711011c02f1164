/**
 * The four click modes of the side menu (spec §2 "Modes cycle through four click
 * states"), cycled by the navbar menu button:
 * - 'expanded': docked beside the page, with each group's heading and links;
 * - 'compact': a docked icon rail; each group's links (its sub-menu) open in a
 *   pop-up menu from the group's button;
 * - 'overlay': the full menu floating over the page; following a link, Escape
 *   or a click outside it closes it (→ 'hidden');
 * - 'hidden': no menu.
 */
export type MenuMode = 'expanded' | 'compact' | 'overlay' | 'hidden';

/**
 * Viewport classes of spec §9 breakpoints: 'mobile' under 768px (the menu only
 * opens as an overlay), 'medium' under 1440px (sub-menus hidden: no expanded
 * mode), 'wide' from 1440px.
 */
export type Viewport = 'mobile' | 'medium' | 'wide';

/** spec §9: mobile menu breakpoint in CSS pixels. */
export const mobileMenuBreakpoint = 768;
/** spec §9: sub-menus are hidden under this width in CSS pixels. */
export const subMenuBreakpoint = 1440;

/** The viewport class of a window width in CSS pixels, e.g. 767 → 'mobile', 1439 → 'medium'. */
export function viewportOf(width: number): Viewport {
  if (width < mobileMenuBreakpoint) return 'mobile';
  if (width < subMenuBreakpoint) return 'medium';
  return 'wide';
}

const modesByViewport: Record<Viewport, readonly MenuMode[]> = {
  wide: ['expanded', 'compact', 'overlay', 'hidden'],
  medium: ['compact', 'overlay', 'hidden'],
  mobile: ['hidden', 'overlay'],
};

/** The modes the menu button cycles through on a viewport, in order. */
export function menuModesFor(viewport: Viewport): readonly MenuMode[] {
  return modesByViewport[viewport];
}

/**
 * The mode shown for a chosen mode on a viewport: under 1440px 'expanded' shows as
 * 'compact' (sub-menus hidden); on mobile a docked mode shows as 'hidden'.
 */
export function effectiveMenuMode(chosen: MenuMode, viewport: Viewport): MenuMode {
  if (menuModesFor(viewport).includes(chosen)) return chosen;
  return viewport === 'mobile' ? 'hidden' : 'compact';
}

/** The mode after one press of the menu button, e.g. wide: expanded → compact → overlay → hidden → expanded. */
export function nextMenuMode(current: MenuMode, viewport: Viewport): MenuMode {
  const modes = menuModesFor(viewport);
  const index = modes.indexOf(effectiveMenuMode(current, viewport));
  return modes[(index + 1) % modes.length] ?? modes[0] ?? 'hidden';
}

/** localStorage key of the chosen (non-mobile) menu mode. */
export const menuModeStorageKey = 'huddle.menuMode';

const allModes: readonly MenuMode[] = modesByViewport.wide;

/** The remembered menu mode; 'expanded' when none or not a mode. Never throws. */
export function readStoredMenuMode(storage: Pick<Storage, 'getItem'> | null): MenuMode {
  try {
    const stored = storage?.getItem(menuModeStorageKey);
    return allModes.find((mode) => mode === stored) ?? 'expanded';
  } catch {
    return 'expanded';
  }
}

/** Remembers the chosen menu mode; a refusing storage only means it is not remembered. */
export function storeMenuMode(mode: MenuMode, storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(menuModeStorageKey, mode);
  } catch {
    // Not remembered.
  }
}
