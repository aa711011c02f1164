/** A running periodic job; stop() clears its timer. */
export interface PeriodicJob {
  stop(): void;
}

/**
 * Runs `run` at once and then every `intervalMs` milliseconds (the server's
 * sweeps: unclaimed uploads, old exports, preview validator modules). A
 * failure is reported through `onError` and the schedule goes on; the timer
 * does not keep the process alive.
 */
export function startPeriodicJob(run: () => Promise<unknown>, intervalMs: number, onError?: (error: unknown) => void): PeriodicJob {
  const once = () => void run().catch((error: unknown) => onError?.(error));
  once();
  const timer = setInterval(once, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
