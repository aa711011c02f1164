import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { serverTimeoutOptions, withRequestDeadline } from './server-timeouts.ts';

/** A real server with short limits (1 s headers, 2 s request, 1 KiB/s uploads) and raw sockets that never finish. */
describe('HTTP server timeouts', () => {
  const { timeouts } = loadConfig({
    HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '2',
    UPLOAD_MIN_KBPS: '1',
    KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  });
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    const answer = withRequestDeadline(
      (request, response) => {
        request.resume();
        request.on('end', () => response.end('ok'));
      },
      timeouts,
      (method, path) => method === 'POST' && path === '/upload',
    );
    server = createServer(serverTimeoutOptions(timeouts), answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Writes `text` and never more; resolves what came back and after how many ms the server closed the connection. */
  function stall(text: string): Promise<{ closedAfterMs: number; reply: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      let reply = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.on('data', (chunk) => (reply += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, reply }));
    });
  }

  it('closes a request whose headers never finish within the headers timeout', async () => {
    const { closedAfterMs, reply } = await stall('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(closedAfterMs).toBeLessThan(1000 + 1500);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a request whose body never finishes within the request timeout', async () => {
    const { closedAfterMs, reply } = await stall('POST /answers HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{"a":');
    expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(closedAfterMs).toBeLessThan(2000 + 1500);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('gives an upload its size at the slowest accepted rate on top', async () => {
    // 2 KiB at 1 KiB/s: 2 s + 2 s.
    const { closedAfterMs } = await stall('POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2048\r\n\r\nabc');
    expect(closedAfterMs).toBeGreaterThanOrEqual(3900);
    expect(closedAfterMs).toBeLessThan(4000 + 1500);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const { closedAfterMs, reply } = await stall('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(1000 + 1500);
  });
});
