import { contentDispositionFileName } from './content-disposition-file-name.ts';

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** What a download call of adminApi answers (`parseAs: 'blob'`). */
interface BlobAnswer {
  data?: Blob;
  response: Response;
}

/** Ask for any media type (the API answers CSV, ZIP, or problem+json). */
export const acceptAny = { accept: '*/*' };

/**
 * The file of a download call of adminApi (made with `parseAs: 'blob'` and
 * `headers: acceptAny`): its bytes with the server's file name, or
 * `fallbackName` when the answer names none. Errors: rejects as the call does
 * (ApiError; on 401 the browser is sent to sign-in first).
 */
export async function downloadedFile(call: Promise<BlobAnswer>, fallbackName: string): Promise<DownloadedFile> {
  const { data, response } = await call;
  const fileName = contentDispositionFileName(response.headers.get('content-disposition'), fallbackName);
  return { blob: data ?? new Blob([]), fileName };
}
