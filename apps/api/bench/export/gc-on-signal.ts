/**
 * Preloaded into the benchmark's server process (node --expose-gc --import
 * this file): SIGUSR2 runs a full garbage collection, so the benchmark can
 * read the server's resident memory after GC, and prints one line of
 * process.memoryUsage() in MiB with the kinds of resident memory
 * ('gc: rss= lazyFree= anon= file= shmem= heapTotal= heapUsed= external= arrayBuffers=').
 * Does nothing without --expose-gc.
 */
import { readFileSync } from 'node:fs';

/**
 * Where this process's resident memory is (MiB): LazyFree (pages given back
 * with MADV_FREE, still counted until the kernel needs them;
 * /proc/self/smaps_rollup), RssAnon (heap, malloc, V8 pages), RssFile (the
 * node binary and libraries, shared between processes) and RssShmem
 * (/proc/self/status).
 */
function residentKinds(): string {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8');
  const lazy = Number(/LazyFree:\s+(\d+) kB/.exec(rollup)?.[1] ?? 0) / 1024;
  return `lazyFree=${lazy.toFixed(1)} anon=${(kib('RssAnon') / 1024).toFixed(1)} file=${(kib('RssFile') / 1024).toFixed(1)} shmem=${(kib('RssShmem') / 1024).toFixed(1)}`;
}

process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `gc: rss=${mb(usage.rss)} ${residentKinds()} heapTotal=${mb(usage.heapTotal)} heapUsed=${mb(usage.heapUsed)} external=${mb(usage.external)} arrayBuffers=${mb(usage.arrayBuffers)}`,
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
