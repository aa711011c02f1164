import { apiErrorFromResponse } from './api-error.ts';
import { redirectToSignIn } from './sign-in.ts';

/** Options of one JSON call: method (default GET) and an optional JSON body. */
export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API with the session cookie (credentials 'same-origin'), a JSON
 * body when given, and `accept`; returns the 2xx response.
 * Errors: throws ApiError for any non-2xx answer (problem+json read); on 401 it
 * also sends the browser to the sign-in page first (the session has ended).
 */
export async function requestApi(path: string, request: JsonRequest, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
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
  return response;
}

/**
 * Calls the API (see requestApi) and returns the parsed JSON body (undefined
 * for 204). Errors: ApiError for any non-2xx answer.
 */
export async function requestJson<T>(path: string, request: JsonRequest = {}): Promise<T> {
  const response = await requestApi(path, request, 'application/json, application/problem+json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
