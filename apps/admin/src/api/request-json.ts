import { apiErrorFromResponse } from './api-error.ts';
import { redirectToSignIn } from './sign-in.ts';

/** Options of one JSON call: method (default GET) and an optional JSON body. */
export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API with the session cookie (credentials 'same-origin') and returns
 * the parsed JSON body (undefined for 204).
 * Errors: throws ApiError for any non-2xx answer; on 401 it also sends the browser
 * to the sign-in page first (the session has ended).
 */
export async function requestJson<T>(path: string, request: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  if (!response.ok) {
    if (response.status === 401) redirectToSignIn();
    throw await apiErrorFromResponse(response);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
