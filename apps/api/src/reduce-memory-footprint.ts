/**
 * The `gc` function V8 gives a process started with `--expose-gc` (Node 24):
 * with `execution: 'async'` it runs the collection as a task after the
 * current one and resolves when done; `flavor: 'last-resort'` is V8's
 * memory-reducing collection (the one it runs under memory pressure).
 */
type ExposedGc = (options: { type: 'major'; execution: 'async'; flavor: 'last-resort' }) => Promise<void>;

/**
 * Asks V8 for one memory-reducing full collection, which also hands back to
 * the system the heap pages a burst of work grew into. The server calls it
 * once when it is ready (after migrations and startup) and when a
 * participants export ends (complete, failed or cancelled). Without it V8
 * keeps those pages (about 20 MB after a 100,000-row export, `npm run
 * bench:memory`): its own memory reducer waits for a low allocation rate
 * that an idle Node server never reports, so RSS crept up export after
 * export. One call costs 50-150 ms of the main thread (two collections of a
 * 30-40 MB heap on this machine), once per export.
 *
 * Does nothing when the process was started without `--expose-gc` (tests,
 * `npm run dev`); the built server runs with it (SERVER_NODE_FLAGS).
 */
export function reduceMemoryFootprint(): void {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (gc === undefined) return;
  gc({ type: 'major', execution: 'async', flavor: 'last-resort' }).catch(() => undefined);
}
