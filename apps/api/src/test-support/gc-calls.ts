/**
 * Runs `run` with globalThis.gc replaced by a recorder (a process started
 * with --expose-gc has the real one, see reduceMemoryFootprint), waits 50 ms
 * for calls made as the run ends, restores the previous gc and returns the
 * options of each call, in order.
 */
export async function gcCallsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const global = globalThis as { gc?: unknown };
  const exposed = global.gc;
  const calls: unknown[] = [];
  global.gc = (options: unknown) => {
    calls.push(options);
    return Promise.resolve();
  };
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    global.gc = exposed;
  }
  return calls;
}
