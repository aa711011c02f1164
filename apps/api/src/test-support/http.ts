import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** A parsed JSON (or problem+json) response. */
export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  contentType: string | null;
  body: T;
  headers: Headers;
}

/** GET a path of the app, parse its JSON body; `cookie` signs in. */
export async function getJson<T = Record<string, unknown>>(app: Hono<AppEnv>, path: string, cookie?: string): Promise<JsonResponse<T>> {
  const response = await app.request(path, { headers: cookie === undefined ? {} : { cookie } });
  return parse<T>(response);
}

/** POST a JSON body (same-origin, as the apps send it), parse the JSON answer. */
export async function postJson<T = Record<string, unknown>>(
  app: Hono<AppEnv>,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
  if (cookie !== undefined) headers.cookie = cookie;
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return parse<T>(response);
}

async function parse<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: (text === '' ? {} : JSON.parse(text)) as T,
    headers: response.headers,
  };
}
