import type { FocusEvent } from 'react';

/**
 * `onFocus` / `onBlur` props of a group of boxes that call `onEnter` when
 * focus comes into the group and `onLeave` when it goes out of it, not when
 * it moves from one box of the group to another (so a field counts as left
 * only once the whole group was left).
 */
export function groupFocusHandlers(onEnter: () => void, onLeave: () => void) {
  const fromOutside = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (fromOutside(event)) onEnter();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (fromOutside(event)) onLeave();
    },
  };
}
