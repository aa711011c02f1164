import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './paths.gen.ts';

/** A typed client of every API path (openapi-fetch over the generated `paths`). */
export type ApiClient = Client<paths>;

/** How an app turns failures into its own error types. */
export interface ApiClientOptions {
  /**
   * The error a non-2xx answer rejects with, built from the response (its
   * body unread): typically the app's ApiError read from problem+json.
   */
  errorOf(response: Response): Promise<Error>;
  /**
   * The error a call that got no answer (offline, reset) rejects with; an
   * aborted call keeps its AbortError. Default: the fetch error unchanged.
   */
  networkErrorOf?(error: unknown): Error;
  /**
   * Origin the paths are resolved against; default the page's own origin
   * (location.origin), or '' where there is no page.
   */
  baseUrl?: string;
}

/** What every call asks for: JSON, or a problem+json refusal. */
export const acceptJson = 'application/json, application/problem+json';

/**
 * Creates the API client of an app (ARCHITECTURE.md §4 house conventions):
 * same-origin paths and credentials (the staff session cookie), `accept:
 * application/json, application/problem+json`, JSON request bodies (FormData
 * bodies go as multipart). Every non-2xx answer rejects with
 * `options.errorOf(response)`, so a resolved call always carries the success
 * body in `data` (undefined for 204). fetch is looked up on each call, so a
 * replaced global fetch (tests) is used.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    credentials: 'same-origin',
    headers: { accept: acceptJson },
    fetch: (request) => globalThis.fetch(request),
  });
  client.use({
    async onResponse({ response }) {
      if (!response.ok) throw await options.errorOf(response);
      return undefined;
    },
    onError({ error }) {
      if (options.networkErrorOf === undefined || isAbort(error)) return undefined;
      return options.networkErrorOf(error);
    },
  });
  return client;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
