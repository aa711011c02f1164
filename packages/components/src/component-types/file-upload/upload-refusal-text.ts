import { t } from '@lingui/core/macro';
import { UploadRefusedError } from '../../form-services.ts';

/** spec §8: the alert for a file over 10 MB (the server's answer contains 'File is too big'), in the active language. */
export function tooLargeText(): string {
  return t`The file that you are uploading is too large. Please upload a file that is less than 10 Megabytes`;
}

/** spec §8: the alert for a file name with special characters, in the active language. */
export function fileNameText(fileName: string): string {
  return t`Error uploading document ${fileName}. Please remove special characters from file name and then re-upload your document.`;
}

/** Shown for a file that is not .pdf, .doc, .docx or .txt (spec §5), before anything is sent; in the active language. */
export function fileTypeText(fileName: string): string {
  return t`Error uploading document ${fileName}. Please upload a .pdf, .doc, .docx or .txt file.`;
}

/**
 * The alert text for a failed upload (spec §8): 'too-large' and 'file-name'
 * refusals get the spec texts; any other error shows its own message (the
 * server's text), or 'Unknown Error' when it has none. In the active language.
 */
export function uploadRefusalText(error: unknown, fileName: string): string {
  if (error instanceof UploadRefusedError && error.reason === 'too-large') return tooLargeText();
  if (error instanceof UploadRefusedError && error.reason === 'file-name') return fileNameText(fileName);
  if (error instanceof Error && error.message.includes('File is too big')) return tooLargeText();
  return error instanceof Error && error.message.trim() !== '' ? error.message : t`Unknown Error`;
}
