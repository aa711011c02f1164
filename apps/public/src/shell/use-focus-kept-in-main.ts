import { useEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus in the page when the focused element is removed under
 * it (issue 19: the 'Loading...' status replaced by the form, a step
 * replaced by the next): the last element focused inside `main` is
 * remembered, and when a change of `main`'s subtree disconnects it while
 * focus has fallen to <body>, `main` (tabIndex=-1) takes focus, so the next
 * Tab goes to the first control of the new content.
 *
 * Browsers do not reliably fire `focusout` for a removed element (Chromium
 * fires none), so removal is observed with a MutationObserver, whose
 * callback runs in the microtask after React's commit.
 */
export function useFocusKeptInMain(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = main.current;
    if (root === null) return;
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element && root.contains(event.target) ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (focused === null || focused.isConnected) return;
      focused = null;
      const active = document.activeElement;
      if (active === null || active === document.body) root.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [main]);
}
