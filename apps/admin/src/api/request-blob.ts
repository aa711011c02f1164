import { contentDispositionFileName } from './content-disposition-file-name.ts';
import { requestApi } from './request-json.ts';

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
  const response = await requestApi(path, request, '*/*');
  const fileName = contentDispositionFileName(response.headers.get('content-disposition'), fallbackName);
  return { blob: await response.blob(), fileName };
}
