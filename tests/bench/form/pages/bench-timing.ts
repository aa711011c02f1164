/**
 * In-page timing of the form benchmark (tests/bench/form). Both pages, the
 * program form and the plain form, use these functions unchanged:
 * - markScriptStart(): at the top of the entry module, before the page's code loads;
 * - reportFirstRender(): from a layout effect of the mounted page; records
 *   script start → the end of the first paint after mount, in milliseconds;
 * - trackKeystrokes(): records keydown → the end of the next paint for every key.
 * "End of the next paint" is taken as a message posted from the next
 * requestAnimationFrame callback: the message task runs once that frame has
 * been rendered and painted.
 * The runner reads the figures from `window.benchTiming`.
 */

/** Figures the runner reads from the page. */
export interface BenchTiming {
  /** Script start → first paint after mount (ms); null until painted. */
  firstRender: number | null;
  /** Script start → the page's code loaded and evaluated (ms). */
  loaded: number | null;
  /** Script start → first render committed to the DOM (ms). */
  committed: number | null;
  /** keydown (event timestamp) → end of the next paint (ms), one per key. */
  keystrokes: number[];
}

declare global {
  interface Window {
    benchTiming: BenchTiming;
  }
}

const SCRIPT_START = 'bench:script-start';

/** Runs `callback` once the frame after now has been painted. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  });
}

/** Marks the start of the page's script (call first in the entry module). */
export function markScriptStart(): void {
  window.benchTiming = { firstRender: null, loaded: null, committed: null, keystrokes: [] };
  performance.mark(SCRIPT_START);
}

function sinceStart(): number {
  return performance.now() - (performance.getEntriesByName(SCRIPT_START)[0]?.startTime ?? 0);
}

/** Records script start → now as `benchTiming.loaded` (call at the top of the page module, once its imports are evaluated). */
export function markLoaded(): void {
  window.benchTiming.loaded = sinceStart();
}

/**
 * Records script start → now as `benchTiming.committed` and script start →
 * end of the next paint as `benchTiming.firstRender` (call once, from a
 * layout effect of the mounted page).
 */
export function reportFirstRender(): void {
  window.benchTiming.committed = sinceStart();
  afterNextPaint(() => {
    window.benchTiming.firstRender = sinceStart();
  });
}

/** Records every keydown → end of the next paint into `benchTiming.keystrokes`. */
export function trackKeystrokes(): void {
  document.addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp;
      afterNextPaint(() => window.benchTiming.keystrokes.push(performance.now() - pressed));
    },
    { capture: true },
  );
}
