import { componentRegistry } from '@huddle/components/definitions';
import type { ComponentTypeInfo } from '@huddle/schemas';
import { vi } from 'vitest';

/** One answer of the fake API: status and JSON body (none for 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** One request the fake API received: method, path and parsed JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch (tests only; the API client calls it with one Request) with
 * answers by 'METHOD /path' (exact path, query included); an unknown request
 * answers 404 problem+json. Returns the requests received, in order.
 */
export function fakeBuilderApi(routes: Record<string, (request: FakeRequest) => FakeAnswer>): FakeRequest[] {
  const received: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const address = new URL(input.url);
      const path = address.pathname + address.search;
      const text = await input.text();
      const request = { method: input.method, path, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
      received.push(request);
      const route = routes[`${request.method} ${path}`];
      const answer = route
        ? route(request)
        : { status: 404, body: { title: 'Not Found', status: 404, detail: `No route ${request.method} ${path}` } };
      return answer.body === undefined
        ? new Response(null, { status: answer.status })
        : new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'content-type': answer.status < 400 ? 'application/json' : 'application/problem+json' },
          });
    }),
  );
  return received;
}

/** The component types of the real registry as GET /api/admin/components lists them. */
export function registryComponentTypes(): ComponentTypeInfo[] {
  return Object.values(componentRegistry).map((type) => ({
    name: type.name,
    description: type.description,
    section: type.section,
    configSchema: (type.configSchema ?? null) as ComponentTypeInfo['configSchema'],
    defaultConfiguration: type.defaultConfiguration as ComponentTypeInfo['defaultConfiguration'],
  }));
}
