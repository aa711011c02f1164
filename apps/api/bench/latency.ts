/** Latency summary of one timed query, in milliseconds. */
export interface Latency {
  p50: number;
  p95: number;
}

/**
 * Runs `run(iteration)` `warmup` times untimed, then `samples` times one after another,
 * and gives the median and 95th percentile (nearest-rank) of the durations.
 */
export async function measure(run: (iteration: number) => Promise<unknown>, samples: number, warmup = 20): Promise<Latency> {
  for (let index = 0; index < warmup; index++) await run(index);
  const durations: number[] = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await run(index);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
}

/** Nearest-rank percentile of ascending `sorted` values. */
export function percentile(sorted: readonly number[], rank: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
