import { get, type IncomingMessage } from 'node:http';
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
 * GETs `path` from the server with the session cookie on a connection of its
 * own (no keep-alive: a kept-alive socket can be closed by the server's idle
 * timeout just as the next download reuses it), reads the body to the end
 * (counting bytes), and samples the server's RSS every 20 ms meanwhile.
 * Throws unless the answer is 200.
 */
export async function timedDownload(server: ExportServer, path: string, cookie: string): Promise<DownloadRun> {
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 20);
  try {
    const started = performance.now();
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${server.origin}${path}`, { agent: false, headers: { cookie } }, resolve).once('error', reject),
    );
    if (response.statusCode !== 200) {
      let text = '';
      for await (const chunk of response) text += String(chunk);
      throw new Error(`GET ${path} answered ${response.statusCode}: ${text}`);
    }
    let bytes = 0;
    let firstByteMs = -1;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
    }
    return { bytes, ms: performance.now() - started, firstByteMs, peakRssMb: Math.max(peakRssMb, server.rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}
