import type { UploadedFile } from '@huddle/components';

/**
 * Sends one file for a FileUpload slot: POST /api/events/{eventId}/uploads
 * (multipart: `file`, `slot`). Resolves with the stored file; rejects with
 * UploadRefusedError (reason from the problem answer).
 */
export async function uploadFile(eventId: number, file: File, slot: number): Promise<UploadedFile> {
  void eventId;
  void file;
  void slot;
  throw new Error('Uploads are not available yet.');
}
