/** How long focus is still watched once `settled` has settled (milliseconds). */
const WATCH_MS = 1000;
/** Focus is never watched longer than this (milliseconds), whatever `settled` does. */
const MAX_WATCH_MS = 30_000;
/** Number of the latest focusAfterRender call. */
let latestWatch = 0;

/**
 * Moves focus once the page has drawn the result of a staff action (issue 19:
 * the buttons that were pressed are gone, and focus must not fall to
 * <body>). Waits two frames, so that a dialog handing focus back to its
 * (removed) trigger has done so, then focuses the first element `targets`
 * finds. Until `settled` (the reload that follows the action) has settled
 * and one more second has passed, whenever focus falls to <body> again (the
 * list redrawn, a deleted row leaving) it is placed again on what `targets`
 * finds then; focus the user moved elsewhere is left alone. Elements without
 * a tab stop of their own need tabIndex=-1. A later call ends the watch of
 * an earlier one.
 */
export function focusAfterRender(targets: () => HTMLElement | null, settled: Promise<unknown> = Promise.resolve()): void {
  // Only the latest action places focus: an earlier one still watching stops here.
  const watch = (latestWatch += 1);
  const start = performance.now();
  let watchUntil = start + MAX_WATCH_MS;
  void settled.finally(() => {
    watchUntil = Math.min(watchUntil, performance.now() + WATCH_MS);
  });
  let placed = false;
  const step = () => {
    if (watch !== latestWatch) return;
    const active = document.activeElement;
    if (!placed || active === null || active === document.body) {
      const target = targets();
      if (target) {
        target.focus();
        placed = true;
      }
    }
    if (performance.now() < watchUntil) requestAnimationFrame(step);
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
