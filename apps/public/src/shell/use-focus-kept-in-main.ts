import { useEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus in the page when the focused element is removed under
 * it (issue 19: the 'Loading...' status replaced by the form, a step
 * replaced by the next): if focus was inside `main` and its element is gone
 * on the next frame, with focus fallen to <body>, `main` (tabIndex=-1) takes
 * it, so the next Tab goes to the first control of the new content.
 */
export function useFocusKeptInMain(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      const lost = event.target;
      if (event.relatedTarget !== null || !(lost instanceof Node) || !main.current?.contains(lost)) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (lost.isConnected || (active !== null && active !== document.body)) return;
        main.current?.focus({ preventScroll: true });
      });
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, [main]);
}
