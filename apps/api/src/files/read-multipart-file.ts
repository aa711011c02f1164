import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ProblemError } from '../errors/problem-error.ts';

/** One file read from a multipart body. */
export interface MultipartFile {
  /** The file name the browser sent (never used as a path). */
  fileName: string;
  content: Uint8Array;
}

/** What readMultipartFile reads and how much it accepts. */
export interface MultipartFileRequest {
  /** Content-Type header: multipart/form-data with its boundary. */
  contentType: string | undefined;
  body: ReadableStream<Uint8Array> | null;
  /** Name of the form field holding the file, e.g. 'file'. */
  field: string;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** detail of the 413 problem, e.g. 'The header graphic must be 2 MB or less.' */
  tooLargeDetail: string;
}

/**
 * Reads the one file of a multipart/form-data body (busboy) into memory,
 * for small files whose content is checked before storing (header
 * graphics). The size limit is enforced while streaming: once maxBytes + 1
 * bytes of the file arrived, nothing more is kept (the rest of the body is
 * drained) and a 413 problem naming the field is thrown. Other parts are skipped. Problems: 415 when the body is
 * not multipart/form-data; 400 for a body busboy cannot read; 422 naming the
 * field when no file (or an empty one) came in it.
 */
export function readMultipartFile(request: MultipartFileRequest): Promise<MultipartFile> {
  if (!/^multipart\/form-data\s*;/i.test(request.contentType ?? '') || request.body === null) {
    return Promise.reject(
      new ProblemError(415, 'Unsupported Media Type', `Send the file as multipart/form-data in the field '${request.field}'.`),
    );
  }
  let parser: busboy.Busboy;
  try {
    // busboy signals 'limit' when the file reaches fileSize: maxBytes + 1 means "more than maxBytes".
    parser = busboy({
      headers: { 'content-type': request.contentType ?? '' },
      limits: { fileSize: request.maxBytes + 1, files: 1, fields: 10, parts: 12 },
    });
  } catch {
    return Promise.reject(new ProblemError(400, 'Bad Request', 'The multipart body could not be read.'));
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  return new Promise<MultipartFile>((resolve, reject) => {
    let settled = false;
    let file: { fileName: string; chunks: Buffer[]; done: Promise<void> } | null = null;
    const fail = (problem: ProblemError) => {
      if (settled) return;
      settled = true;
      // The rest of the body is read and dropped (never kept), so the connection stays usable.
      source.unpipe(parser);
      source.resume();
      reject(problem);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== request.field || file !== null || settled) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        stream.resume();
        fail(new ProblemError(413, 'Content Too Large', request.tooLargeDetail, [{ name: request.field, reason: request.tooLargeDetail }]));
      });
      file = { fileName: info.filename ?? '', chunks, done: new Promise((done) => stream.on('end', () => done())) };
    });
    parser.on('close', () => {
      if (settled) return;
      const received = file;
      if (received === null) {
        fail(new ProblemError(422, 'Invalid upload', 'Choose a file to upload.', [{ name: request.field, reason: 'is required' }]));
        return;
      }
      void received.done.then(() => {
        const content = Buffer.concat(received.chunks);
        if (content.byteLength === 0) {
          fail(new ProblemError(422, 'Invalid upload', 'The file is empty.', [{ name: request.field, reason: 'is empty' }]));
          return;
        }
        if (settled) return;
        settled = true;
        resolve({ fileName: received.fileName, content: new Uint8Array(content.buffer, content.byteOffset, content.byteLength) });
      });
    });
    parser.on('error', () => fail(new ProblemError(400, 'Bad Request', 'The multipart body could not be read.')));
    source.on('error', () => fail(new ProblemError(400, 'Bad Request', 'The request body could not be read.')));
    source.pipe(parser);
  });
}
