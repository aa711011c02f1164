import type { PublicPath } from './public-types.ts';
import { requestJson } from './request-json.ts';

/**
 * Resolves a public path (one segment, case-insensitive, e.g. 'coaches-academy') to its program.
 * Throws ApiError with status 404 when the path is unknown.
 */
export function getPublicPath(path: string, signal?: AbortSignal): Promise<PublicPath> {
  return requestJson<PublicPath>(`/api/public/paths/${encodeURIComponent(path)}`, { signal });
}
