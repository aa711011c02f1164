/** How long focus is watched after an action (milliseconds): the reload that follows may redraw the page. */
const WATCH_MS = 2000;

/**
 * Moves focus once the page has drawn the result of a staff action (issue 19:
 * the buttons that were pressed are gone, and focus must not fall to
 * <body>). Waits two frames, so that a dialog handing focus back to its
 * (removed) trigger has done so, then focuses the first element `targets`
 * finds; for the next 2 s, whenever focus falls to <body> again (the list
 * redrawn by the reload that follows, a deleted row leaving), it is placed
 * again on what `targets` finds then. Elements without a tab stop of their
 * own need tabIndex=-1.
 */
export function focusAfterRender(targets: () => HTMLElement | null): void {
  const start = performance.now();
  let placed = false;
  const step = () => {
    const active = document.activeElement;
    if (!placed || active === null || active === document.body) {
      const target = targets();
      if (target) {
        target.focus();
        placed = true;
      }
    }
    if (performance.now() - start < WATCH_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(() => requestAnimationFrame(step));
}

/**
 * The participants list's place for focus after an action on participant
 * `id`: the row's Select link while the row is shown (its status cell and
 * remaining buttons follow it), else the table's scrolling region (after a
 * delete), else the page heading.
 */
export function participantRowFocusTarget(id: number): HTMLElement | null {
  const link = document.querySelector<HTMLElement>(`.participants-table a[href$="/participant-detail/${id}"]`);
  return link ?? document.querySelector<HTMLElement>('.participants-table') ?? document.getElementById('page-title');
}

/** The detail page's place for focus after an action: its heading (tabIndex=-1). */
export function pageHeadingFocusTarget(): HTMLElement | null {
  return document.getElementById('page-title');
}
