/**
 * Resolves in a later task (a zero-delay timer): what the browser has queued
 * meanwhile (input, a frame to paint) runs first. The page's start-up work is
 * cut into tasks with it (issue 11: a keystroke on the server-rendered form is
 * taken within one short task, not after the whole start-up).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
