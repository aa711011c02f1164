import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { Context } from 'hono';
import type { UploadDownload } from '../services/uploads/participant-uploads.ts';

/** A stored file as a download: its media type and size, attachment under its stored name, nosniff (ARCHITECTURE.md §6 uploads). */
export function attachmentResponse(c: Context, file: UploadDownload): Response {
  return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, {
    'content-type': file.contentType,
    'content-length': String(file.sizeBytes),
    'content-disposition': contentDisposition(file.fileName),
    'x-content-type-options': 'nosniff',
  });
}
