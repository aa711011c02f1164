import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';
import type { UploadExtension } from './stored-upload-name.ts';

/** Largest total unpacked size of a .docx (its ZIP entries), against ZIP bombs. */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Most entries a .docx may hold. */
export const DOCX_MAX_ENTRIES = 2000;

/** Media types stored for each accepted extension. */
const MEDIA_TYPES: Readonly<Record<UploadExtension, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
};

/**
 * The media type of an uploaded file when its content matches its extension
 * (ARCHITECTURE.md §6: type by content AND extension), else null:
 * - pdf: file-type says pdf;
 * - docx: file-type says docx, and the ZIP holds word/document.xml, at most
 *   DOCX_MAX_ENTRIES entries and DOCX_MAX_UNPACKED_BYTES unpacked;
 * - doc: file-type says cfb (the compound file of Word 97-2003);
 * - txt: no binary signature, valid UTF-8 and no NUL byte.
 * `content` is the whole stored file (at most 10 MB).
 */
export async function uploadContentType(content: Uint8Array, extension: UploadExtension): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(content))?.ext;
  const matches =
    extension === 'txt'
      ? detected === undefined && isPlainText(content)
      : extension === 'docx'
        ? detected === 'docx' && (await isBoundedWordDocument(content))
        : detected === (extension === 'doc' ? 'cfb' : 'pdf');
  return matches ? MEDIA_TYPES[extension] : null;
}

function isPlainText(content: Uint8Array): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** Reads the ZIP's central directory (no entry is inflated): word/document.xml present, size and count bounded. */
function isBoundedWordDocument(content: Uint8Array): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(Buffer.from(content.buffer, content.byteOffset, content.byteLength), { lazyEntries: true }, (error, zip) => {
      if (error !== null) return resolve(false);
      let entries = 0;
      let unpacked = 0;
      let hasDocument = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        unpacked += entry.uncompressedSize;
        if (entry.fileName === 'word/document.xml') hasDocument = true;
        if (entries > DOCX_MAX_ENTRIES || unpacked > DOCX_MAX_UNPACKED_BYTES) {
          zip.close();
          resolve(false);
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(hasDocument));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}
