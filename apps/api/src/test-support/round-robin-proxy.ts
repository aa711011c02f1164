import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/** A reverse proxy a test runs in front of several API instances. */
export interface RoundRobinProxy {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Where requests go, in turn; set before sending. */
  setTargets(urls: string[]): void;
  /** Requests forwarded to each target, by URL. */
  forwarded: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A reverse proxy on 127.0.0.1 and a free port (http-proxy-3): each request
 * goes to the next target in turn, with X-Forwarded-For/-Proto/-Host added
 * as a proxy in front of Huddle would (the client's socket address appended
 * to any X-Forwarded-For it sent). A target that cannot be reached answers 502.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  // One upstream connection per request: no reuse of a connection the instance is closing.
  const proxy = createProxyServer({ xfwd: true });
  proxy.on('error', () => undefined);
  let targets: string[] = [];
  let next = 0;
  const forwarded = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const target = targets[next++ % targets.length];
    if (target === undefined) {
      response.writeHead(502).end();
      return;
    }
    forwarded.set(target, (forwarded.get(target) ?? 0) + 1);
    proxy.web(request, response, { target }, () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setTargets: (urls) => {
      targets = urls;
    },
    forwarded,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
