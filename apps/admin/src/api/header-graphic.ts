import type { HeaderGraphicResponse } from '@huddle/schemas';
import { apiErrorFromResponse } from './api-error.ts';
import { redirectToSignIn } from './sign-in.ts';

/** spec §5/§9: the configured header graphic limit, 2 MB (the API refuses larger files with 413). */
export const HEADER_GRAPHIC_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Uploads a program's header graphic (POST /api/admin/{eventId}/logos, spec
 * §7, multipart field `file`). The API decides the image type by content
 * (png, jpeg, gif, webp), names the file by the spec §5 rules, sets
 * headerGraphicPath and saves (spec §4). Throws ApiError: 413 above 2 MB,
 * 415 for a file that is not one of those images.
 */
export async function uploadHeaderGraphic(eventId: number, file: File): Promise<HeaderGraphicResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`/api/admin/${eventId}/logos`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json, application/problem+json' },
    body,
  });
  if (!response.ok) {
    if (response.status === 401) redirectToSignIn();
    throw await apiErrorFromResponse(response);
  }
  return (await response.json()) as HeaderGraphicResponse;
}
