/**
 * Preloaded into the benchmark's server process (node --expose-gc --import
 * this file): SIGUSR2 runs a full garbage collection, so the benchmark can
 * read the server's resident memory after GC, and prints one line of
 * process.memoryUsage() in MiB ('gc: rss= heapUsed= external= arrayBuffers=').
 * Does nothing without --expose-gc.
 */
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `gc: rss=${mb(usage.rss)} heapTotal=${mb(usage.heapTotal)} heapUsed=${mb(usage.heapUsed)} external=${mb(usage.external)} arrayBuffers=${mb(usage.arrayBuffers)}`,
  );
});

if (process.env.BENCH_EXPORT_VERBOSE) {
  setInterval(() => {
    const usage = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `mem: rss=${mb(usage.rss)} heapTotal=${mb(usage.heapTotal)} heapUsed=${mb(usage.heapUsed)} external=${mb(usage.external)} arrayBuffers=${mb(usage.arrayBuffers)}`,
    );
  }, 300).unref();
}
