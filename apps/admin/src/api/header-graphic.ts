import { responseData } from '@huddle/api-client';
import type { HeaderGraphicResponse } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';

/** spec §5/§9: the configured header graphic limit, 2 MB (the API refuses larger files with 413). */
export const HEADER_GRAPHIC_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Uploads a program's header graphic (POST /api/admin/{eventId}/logos, spec
 * §7, multipart field `file`). The API decides the image type by content
 * (png, jpeg, gif, webp), names the file by the spec §5 rules, sets
 * headerGraphicPath and saves (spec §4). Throws ApiError: 413 above 2 MB,
 * 415 for a file that is not one of those images.
 */
export function uploadHeaderGraphic(eventId: number, file: File): Promise<HeaderGraphicResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return responseData(adminApi.POST('/api/admin/{eventId}/logos', { params: { path: { eventId } }, body }));
}
