import { NetworkError, readApiError } from './api-error.ts';

/** Options of one JSON call: method (default GET), a body serialised as JSON, extra headers, an abort signal. */
export interface JsonRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API at `url` (same origin) and returns the parsed JSON answer.
 * Throws ApiError for any non-2xx status (problem+json parsed) and NetworkError
 * when no response arrives. An aborted call rethrows the AbortError untouched.
 */
export async function requestJson<T>(url: string, request: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, request.headers);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await readApiError(response);
  return (await response.json()) as T;
}
