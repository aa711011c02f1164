import { UploadRefusedError, type UploadedFile, type UploadRefusal } from '@huddle/components';
import { responseData } from '@huddle/api-client';
import { ApiError } from './api-error.ts';
import { publicApi } from './public-api.ts';

/** The refusal reason a problem answer of the upload route stands for (its type, else its status and text). */
export function uploadRefusalOf(error: ApiError): UploadRefusal {
  const type = error.type ?? '';
  if (type.endsWith('/upload-too-large') || error.status === 413 || (error.detail ?? '').includes('File is too big')) return 'too-large';
  if (type.endsWith('/upload-file-name')) return 'file-name';
  if (type.endsWith('/upload-file-type') || error.status === 415) return 'file-type';
  return 'other';
}

/**
 * Sends one file for a FileUpload slot: POST /api/events/{eventId}/uploads
 * (multipart: `slot` first, then `file`, same origin). Resolves with the
 * stored file { uploadId, fileName, sizeBytes }; rejects with
 * UploadRefusedError whose reason comes from the problem answer ('too-large'
 * for 413 / 'File is too big', 'file-name', 'file-type', else 'other') and
 * whose message is the server's text, or with NetworkError when no answer
 * arrives.
 */
export async function uploadFile(eventId: number, file: File, slot: number): Promise<UploadedFile> {
  const body = new FormData();
  body.append('slot', String(slot));
  body.append('file', file, file.name);
  try {
    const stored = await responseData(publicApi.POST('/api/events/{eventId}/uploads', { params: { path: { eventId } }, body }));
    return { uploadId: stored.uploadId, fileName: stored.fileName, sizeBytes: stored.sizeBytes };
  } catch (error) {
    if (error instanceof ApiError) throw new UploadRefusedError(uploadRefusalOf(error), error.message);
    throw error;
  }
}
