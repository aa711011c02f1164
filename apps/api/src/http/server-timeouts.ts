import type { IncomingMessage, RequestListener, ServerOptions, ServerResponse } from 'node:http';
import type { ServerTimeouts } from '../config-types.ts';

/** Largest upload body the routes accept (10 MB file plus multipart overhead). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/** How often Node checks the headers and request timeouts of open connections. */
const CHECK_INTERVAL_MS = 1000;

/**
 * Options for node:http createServer (ARCHITECTURE.md §6): headersTimeout
 * (HEADERS_TIMEOUT_SECONDS), keepAliveTimeout (KEEP_ALIVE_TIMEOUT_SECONDS),
 * requestTimeout as the hard cap for the largest upload at the slowest
 * accepted rate (withRequestDeadline enforces each request's own limit),
 * checked every second. Node answers a late request 408 and closes it.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: requestDeadlineMs(timeouts, MAX_UPLOAD_BYTES),
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

/** How long a request may take to arrive: REQUEST_TIMEOUT_SECONDS, plus `uploadBytes` at UPLOAD_MIN_KBPS for an upload. */
export function requestDeadlineMs(timeouts: ServerTimeouts, uploadBytes: number): number {
  return timeouts.requestMs + Math.ceil((uploadBytes / timeouts.uploadMinBytesPerSecond) * 1000);
}

/**
 * Wraps the server's request listener: a request whose body has not fully
 * arrived within its deadline (REQUEST_TIMEOUT_SECONDS; for a request that
 * `isUpload` names, plus its Content-Length at UPLOAD_MIN_KBPS) is answered
 * 408 when nothing was sent yet, and its connection is closed.
 */
export function withRequestDeadline(
  listener: RequestListener,
  timeouts: ServerTimeouts,
  isUpload: (method: string, path: string) => boolean,
): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const declared = Number(request.headers['content-length'] ?? 0);
    const uploadBytes = isUpload(request.method ?? 'GET', path) ? Math.min(Number.isFinite(declared) ? declared : 0, MAX_UPLOAD_BYTES) : 0;
    const timer = setTimeout(
      () => {
        if (request.complete) return;
        if (!response.headersSent) response.writeHead(408, { connection: 'close', 'content-type': 'application/problem+json' });
        response.end(JSON.stringify({ type: 'about:blank', title: 'Request Timeout', status: 408 }));
        request.socket.destroySoon();
      },
      requestDeadlineMs(timeouts, uploadBytes),
    );
    timer.unref();
    response.once('close', () => clearTimeout(timer));
    listener(request, response);
  };
}
