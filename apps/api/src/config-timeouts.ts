import type { ServerTimeouts } from './config-types.ts';
import { parseInteger } from './config-rate-limits.ts';

/** The timeouts without any variable set (seconds and bytes per second as documented in README). */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  uploadMinBytesPerSecond: 64 * 1024,
  keepAliveMs: 5_000,
};

/**
 * Reads the HTTP server timeouts (config.ts passes its `read`):
 * HEADERS_TIMEOUT_SECONDS (1-120, default 10: a request's headers must
 * arrive within it), REQUEST_TIMEOUT_SECONDS (1-3600, default 60: a whole
 * request other than an upload), UPLOAD_MIN_KBPS (1-100000 KiB/s, default 64:
 * an upload gets REQUEST_TIMEOUT_SECONDS plus its size at this rate),
 * KEEP_ALIVE_TIMEOUT_SECONDS (1-120, default 5: an idle kept-alive connection
 * is closed after it). Each bad variable adds one line to `problems`.
 */
export function parseServerTimeouts(read: (name: string) => string | undefined, problems: string[]): ServerTimeouts {
  const seconds = (name: string, fallbackMs: number, max: number) =>
    parseInteger(read, name, fallbackMs / 1000, { min: 1, max }, problems) * 1000;
  return {
    headersMs: seconds('HEADERS_TIMEOUT_SECONDS', DEFAULT_SERVER_TIMEOUTS.headersMs, 120),
    requestMs: seconds('REQUEST_TIMEOUT_SECONDS', DEFAULT_SERVER_TIMEOUTS.requestMs, 3600),
    uploadMinBytesPerSecond:
      parseInteger(read, 'UPLOAD_MIN_KBPS', DEFAULT_SERVER_TIMEOUTS.uploadMinBytesPerSecond / 1024, { min: 1, max: 100_000 }, problems) *
      1024,
    keepAliveMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', DEFAULT_SERVER_TIMEOUTS.keepAliveMs, 120),
  };
}
