import type { ExportServer } from './export-server.ts';

/** One export downloaded through the HTTP route. */
export interface DownloadRun {
  bytes: number;
  /** Until the last byte, ms. */
  ms: number;
  /** Until the first body byte, ms. */
  firstByteMs: number;
  /** Highest server RSS sampled during the download, MiB. */
  peakRssMb: number;
}

/**
 * GETs `path` from the server with the session cookie, reads the body to
 * the end (counting bytes), and samples the server's RSS every 20 ms
 * meanwhile. Throws unless the answer is 200.
 */
export async function timedDownload(server: ExportServer, path: string, cookie: string): Promise<DownloadRun> {
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 20);
  try {
    const started = performance.now();
    const response = await fetch(`${server.origin}${path}`, { headers: { cookie } });
    if (response.status !== 200 || response.body === null)
      throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    let firstByteMs = -1;
    for await (const chunk of response.body) {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
    }
    return { bytes, ms: performance.now() - started, firstByteMs, peakRssMb: Math.max(peakRssMb, server.rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}
