import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { JsonResponse } from './http.ts';

/** One request to the app, as the admin app sends it. */
export interface SendRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON body (sent with content-type application/json). */
  body?: unknown;
  /** Cookie header value (a staff session), absent for anonymous. */
  cookie?: string;
}

/**
 * Sends a request of any method same-origin (origin http://localhost:3000, as
 * the built apps do) and parses a JSON or problem+json answer; other bodies
 * (CSV, ZIP, empty) come back as `{}`.
 */
export async function sendJson<T = Record<string, unknown>>(app: Hono<AppEnv>, request: SendRequest): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (request.cookie !== undefined) headers.cookie = request.cookie;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(request.path, {
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const contentType = response.headers.get('content-type');
  const isJson = contentType !== null && /json/.test(contentType);
  const text = isJson ? await response.text() : (await response.arrayBuffer(), '');
  return { status: response.status, contentType, headers: response.headers, body: (text === '' ? {} : JSON.parse(text)) as T };
}
