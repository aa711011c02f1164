import { apiErrorFromResponse } from './api-error.ts';
import { contentDispositionFileName } from './content-disposition-file-name.ts';
import { redirectToSignIn } from './sign-in.ts';

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Calls the API for a file (same-origin credentials) and returns its bytes with
 * the server's file name, or `fallbackName` when the answer names none.
 * Errors: throws ApiError for any non-2xx answer (problem+json read); on 401 the
 * browser is sent to sign-in first.
 */
export async function requestBlob(
  path: string,
  fallbackName: string,
  request: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<DownloadedFile> {
  const headers: Record<string, string> = { accept: '*/*' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  if (!response.ok) {
    if (response.status === 401) redirectToSignIn();
    throw await apiErrorFromResponse(response);
  }
  const fileName = contentDispositionFileName(response.headers.get('content-disposition'), fallbackName);
  return { blob: await response.blob(), fileName };
}
