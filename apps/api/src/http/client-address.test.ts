import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

/** A real socket server answering the client address it sees with ?hops=n proxy hops trusted. */
describe('clientAddress (TRUST_PROXY)', () => {
  let server: ServerType;
  let base = '';

  beforeAll(async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, Number(c.req.query('hops')))));
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const seen = async (hops: number, headers: Record<string, string> = {}): Promise<string> =>
    (await fetch(`${base}/?hops=${hops}`, { headers })).text();

  it('uses the socket address and ignores forwarding headers without a trusted proxy', async () => {
    expect(await seen(0)).toBe('127.0.0.1');
    expect(await seen(0, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
    expect(await seen(0, { forwarded: 'for=203.0.113.9' })).toBe('127.0.0.1');
  });

  it('takes the address the trusted proxies appended, never what a client put before it', async () => {
    expect(await seen(1, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(await seen(1, { 'x-forwarded-for': '198.51.100.66, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await seen(2, { 'x-forwarded-for': '198.51.100.66, 203.0.113.9' })).toBe('198.51.100.66');
    // Fewer entries than trusted hops: the first one.
    expect(await seen(3, { 'x-forwarded-for': '198.51.100.66, 203.0.113.9' })).toBe('198.51.100.66');
    // No header: the socket.
    expect(await seen(1)).toBe('127.0.0.1');
  });

  it('reads RFC 7239 Forwarded first (ports and IPv6 brackets removed), X-Forwarded-For when it is malformed', async () => {
    expect(await seen(1, { forwarded: 'for=198.51.100.66, for="[2001:db8:cafe::17]:4711"', 'x-forwarded-for': '203.0.113.9' })).toBe(
      '2001:db8:cafe::17',
    );
    expect(await seen(2, { forwarded: 'for="198.51.100.66:8080";proto=https, for=203.0.113.9' })).toBe('198.51.100.66');
    expect(await seen(1, { forwarded: 'for=="broken', 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
  });
});
