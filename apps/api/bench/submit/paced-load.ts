import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from '../latency.ts';
import type { LoadRound } from './submit-load.ts';

/**
 * Applicants arriving at an even pace (open loop): `rate` POSTs of `body`
 * (JSON) to `url` per second for `seconds`, one every 1000/rate ms, each
 * sent on time whether or not the earlier ones are answered (fetch's
 * keep-alive pool opens connections as needed), each from its own
 * `X-Forwarded-For` address of 203.0.113.x. A latency counts from when the
 * request was due, so a late start counts too. Resolves once every request
 * is answered (cutOff 0); `rate` is the 2xx answered per second of the
 * round. `clientStallMs` is the longest the bench's own event loop was
 * held meanwhile (a collection of its heap, say): every request due in such
 * a stall is sent late and its latency counts the stall, though the
 * server did not cause it.
 */
export async function pacedRound(
  url: string,
  body: string,
  options: { rate: number; seconds: number },
): Promise<LoadRound & { clientStallMs: number }> {
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = { errors: 0 };
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sent.push(
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${(index % 254) + 1}` },
        body,
      }).then(
        async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - due);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        },
        () => {
          statuses['errors'] = (statuses['errors'] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(sent);
  stalls.disable();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const answered2xx = Object.entries(statuses).reduce((sum, [code, count]) => (code.startsWith('2') ? sum + count : sum), 0);
  return {
    rate: answered2xx / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    statuses,
    created: statuses['201'] ?? 0,
    cutOff: 0,
    clientStallMs: Math.round(stalls.max / 1e6),
  };
}
