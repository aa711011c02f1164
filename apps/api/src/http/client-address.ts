import { getConnInfo } from '@hono/node-server/conninfo';
import parseForwarded from 'forwarded-parse';
import type { Context } from 'hono';
import proxyAddr from 'proxy-addr';

/**
 * The client's address for rate limits (TRUST_PROXY, README "Production").
 * `trustProxy` 0: the socket address; X-Forwarded-For and Forwarded are
 * ignored (a client cannot choose its own key). n > 0: the address n hops
 * back along the chain the proxies wrote: the socket address is hop 0, then
 * the entries of Forwarded `for=` (RFC 7239; used when present) or else of
 * X-Forwarded-For, from the last (appended by the nearest proxy) to the
 * first; with fewer entries, the first one (proxy-addr's hop rule). Entries a
 * client put in front of what the trusted proxies appended are never reached.
 * A malformed Forwarded header counts as absent. Requests that did not come
 * through a socket (app.request() in tests) have the address 'local'.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = socketAddress(c);
  if (trustProxy === 0) return socket;
  const chain = forwardedChain(c.req.header('forwarded')) ?? c.req.header('x-forwarded-for') ?? '';
  const request = { headers: { 'x-forwarded-for': chain }, connection: { remoteAddress: socket }, socket: { remoteAddress: socket } };
  return proxyAddr(request as unknown as Parameters<typeof proxyAddr>[0], (_address, hop) => hop < trustProxy);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** The `for=` addresses of a Forwarded header as an X-Forwarded-For list (ports and IPv6 brackets removed); undefined when absent or malformed. */
function forwardedChain(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  try {
    const addresses = parseForwarded(header)
      .map((element) => element.for)
      .filter((value): value is string => value !== undefined)
      .map(withoutPort);
    return addresses.length === 0 ? undefined : addresses.join(', ');
  } catch {
    return undefined;
  }
}

/** '[2001:db8::17]:4711' → '2001:db8::17', '192.0.2.43:47011' → '192.0.2.43'; other values as given. */
function withoutPort(value: string): string {
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'));
  const colons = value.split(':').length - 1;
  return colons === 1 ? value.slice(0, value.indexOf(':')) : value;
}
