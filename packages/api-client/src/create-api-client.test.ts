import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { responseData } from './response-data.ts';

class TestError extends Error {
  constructor(
    readonly status: number,
    readonly problem: unknown,
  ) {
    super(`failed ${status}`);
  }
}

const client = () =>
  createApiClient({
    baseUrl: 'http://api.test',
    errorOf: async (response) => new TestError(response.status, await response.json()),
    networkErrorOf: (error) => new Error('offline', { cause: error }),
  });

function answer(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('sends same-origin credentials, asks for JSON and answers the success body', async () => {
    const fetch = vi.fn(async (_request: Request) => answer(200, { contacts: [] }));
    vi.stubGlobal('fetch', fetch);
    const body = await responseData(client().GET('/api/admin/events/{eventId}/contacts', { params: { path: { eventId: 7 } } }));
    expect(body).toEqual({ contacts: [] });
    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe('http://api.test/api/admin/events/7/contacts');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('accept')).toBe('application/json, application/problem+json');
  });

  it('sends a JSON body', async () => {
    const fetch = vi.fn(async (_request: Request) => answer(201, { contact: {} }));
    vi.stubGlobal('fetch', fetch);
    const contact = { contactName: 'Ann', contactEmail: 'ann@example.com', officeNumber: '', mobileNumber: '' };
    await client().POST('/api/admin/events/{eventId}/contacts', { params: { path: { eventId: 7 } }, body: contact });
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual(contact);
  });

  it('rejects a non-2xx answer with the error errorOf builds from the problem', async () => {
    vi.stubGlobal('fetch', async () => answer(422, { title: 'Invalid', invalid_params: [] }, 'application/problem+json'));
    const call = client().GET('/api/admin/user');
    await expect(call).rejects.toMatchObject({ status: 422, problem: { title: 'Invalid', invalid_params: [] } });
  });

  it('rejects a call without an answer with the network error, an aborted one with AbortError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(client().GET('/api/admin/user')).rejects.toThrow('offline');
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(client().GET('/api/admin/user')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const body = await responseData(
      client().DELETE('/api/admin/events/{eventId}/contacts/{contactId}', { params: { path: { eventId: 7, contactId: 3 } } }),
    );
    expect(body).toBeUndefined();
  });
});
