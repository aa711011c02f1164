import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sameOriginGuard } from './same-origin-guard.ts';

const app = new Hono();
app.use(sameOriginGuard({ publicUrl: 'http://localhost:3000' }));
app.all('/api/thing', (c) => c.text('done'));

function send(method: string, headers: Record<string, string> = {}) {
  return app.request('http://localhost:3000/api/thing', { method, headers });
}

describe('sameOriginGuard', () => {
  it('lets same-origin and header-less state changes through', async () => {
    expect((await send('POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await send('DELETE')).status).toBe(200);
    expect((await send('PUT', { 'sec-fetch-site': 'same-site' })).status).toBe(200);
  });

  it('refuses another origin or a cross-site fetch with a 403 problem', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await send('POST', headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await response.json()).toMatchObject({ status: 403, title: 'Cross-site request refused' });
    }
    expect((await send('PATCH', { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('does not stop reads', async () => {
    expect((await send('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    expect((await send('HEAD', { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });
});
