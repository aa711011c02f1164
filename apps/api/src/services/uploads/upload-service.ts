import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES } from '@huddle/components/definitions';
import type { UploadResponse } from '@huddle/schemas';
import type { FileStore } from '../../files/file-store.ts';
import { storedUploadName } from '../../files/stored-upload-name.ts';
import { uploadContentType } from '../../files/upload-content-type.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { currentFormVersion } from '../programs/form-version-service.ts';
import { isProgramClosed } from '../programs/program-closing.ts';
import type { ServiceContext } from '../service-context.ts';
import { CLOSED_TITLE } from '../registrations/submission-service.ts';
import { uploadSlotsOfForm } from './upload-slots-of-form.ts';

/** spec §8: the server's text for an upload over 10 MB contains 'File is too big'. */
export const TOO_BIG_DETAIL = 'File is too big. Please upload a file that is less than 10 Megabytes.';

/** Problem types of refused uploads; the public form maps them to the spec §8 texts. */
export const uploadProblemTypes = {
  tooLarge: 'https://huddle.example/problems/upload-too-large',
  fileName: 'https://huddle.example/problems/upload-file-name',
  fileType: 'https://huddle.example/problems/upload-file-type',
} as const;

/** Room for the multipart framing and the slot field around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The upload request as the route hands it over. */
export interface UploadRequest {
  eventId: number;
  /** Content-Type header (multipart/form-data with its boundary). */
  contentType: string | undefined;
  /** Content-Length header when the client sent one. */
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}

/** A ProblemError that carries an RFC 9457 type (upload refusals). */
export class UploadProblem extends ProblemError {
  constructor(
    status: 413 | 415 | 422,
    readonly problemType: string | undefined,
    title: string,
    detail: string,
    field: 'file' | 'slot',
  ) {
    super(status, title, detail, [{ name: field, reason: detail }]);
  }
}

/** The 413 problem of a file over 10 MB (spec §8 'File is too big'). */
export const tooLarge = () => new UploadProblem(413, uploadProblemTypes.tooLarge, 'Content Too Large', TOO_BIG_DETAIL, 'file');

/**
 * POST /api/events/{eventId}/uploads (spec §7, §5 uploads): stores one file
 * for a FileUpload slot of an open program, before the application is
 * submitted. The multipart body (fields `slot` 0-5 and `file`) is streamed
 * with busboy into the FileStore under a generated uuid, never buffered:
 * as soon as 10 MB + 1 byte of file arrive, reading stops, the partial file
 * is removed and a 413 problem ('File is too big...') is thrown. Then the
 * name is sanitized (storedUploadName) and the content must match the
 * extension (uploadContentType). Answers { uploadId, fileName, sizeBytes };
 * the row has no registration until a submission claims it.
 *
 * Problems: 404 unknown program or a form without FileUpload; 409 closed
 * (spec §4); 415 not multipart, an extension other than .doc/.docx/.pdf/.txt
 * or content that does not match it (type uploadProblemTypes.fileType); 413
 * too big; 422 missing file, empty file, a slot the form does not have, or a
 * name with no letter or digit (type uploadProblemTypes.fileName). A refused
 * upload leaves no file and no row.
 */
export async function receiveUpload(ctx: ServiceContext, store: FileStore, request: UploadRequest): Promise<UploadResponse> {
  const program = await findProgram(ctx.db, request.eventId);
  if (isProgramClosed({ activeEvent: program.active_event === 1, applicationDueDate: program.application_due_date }, ctx.now())) {
    throw new ProblemError(409, CLOSED_TITLE, `${CLOSED_TITLE}.`);
  }
  const version = await currentFormVersion(ctx.db, program.id, ctx.registry, ctx.now());
  const slots = new Set(uploadSlotsOfForm(version.compiled).map((slot) => slot.slot));
  if (slots.size === 0) throw new ProblemError(404, 'Not Found', `${program.event_name} takes no uploads.`);
  if (!/^multipart\/form-data\s*;/i.test(request.contentType ?? '') || request.body === null) {
    throw new ProblemError(415, 'Unsupported Media Type', 'Send the file as multipart/form-data with the fields slot and file.');
  }
  if (Number(request.contentLength) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();

  const received = await streamToStore(store, request.contentType ?? '', request.body, slots);
  try {
    const slot = Number(received.slotText);
    if (received.slotText === undefined || !/^[0-5]$/.test(received.slotText) || !slots.has(slot)) {
      throw new UploadProblem(422, undefined, 'Invalid upload', 'This form has no upload with that slot.', 'slot');
    }
    const contentType = await verifiedContentType(store, received);
    await ctx.db
      .insertInto('uploads')
      .values({
        id: received.key,
        registration_id: null,
        program_id: program.id,
        slot,
        original_name: received.originalName.slice(0, 500),
        stored_name: received.storedName,
        content_type: contentType,
        size_bytes: received.sizeBytes,
        storage_key: received.key,
        created_at: ctx.now().toISOString(),
      })
      .execute();
    return { uploadId: received.key, fileName: received.storedName, sizeBytes: received.sizeBytes };
  } catch (error) {
    await store.delete(received.key);
    throw error;
  }
}

/**
 * The media type of a received file, decided from its content and extension
 * (spec §5 upload rules). 422 problem for an empty file, 415 (type
 * uploadProblemTypes.fileType) when the content does not match the extension.
 * Leaves the stored file in place: the caller removes it on a refusal.
 */
export async function verifiedContentType(store: FileStore, received: ReceivedFile): Promise<string> {
  if (received.sizeBytes === 0) throw new UploadProblem(422, undefined, 'Invalid upload', 'The file is empty.', 'file');
  const contentType = await uploadContentType(await buffer(await store.get(received.key)), received.extension);
  if (contentType === null) {
    throw new UploadProblem(
      415,
      uploadProblemTypes.fileType,
      'Unsupported Media Type',
      'The file content does not match its .pdf, .doc, .docx or .txt extension.',
      'file',
    );
  }
  return contentType;
}

/** A file streamed into the store by streamToStore, not yet checked by content. */
export interface ReceivedFile {
  key: string;
  originalName: string;
  storedName: string;
  extension: NonNullable<Extract<ReturnType<typeof storedUploadName>, { ok: true }>['extension']>;
  sizeBytes: number;
  slotText: string | undefined;
}

/**
 * Pipes the body through busboy; the first part named `file` goes to the
 * store. Rejects (leaving nothing stored, the rest of the body unread) as
 * soon as the file passes MAX_UPLOAD_BYTES, its name is refused, or a slot
 * sent before it is not one of `slots` (null: any slot field is only
 * recorded). `contentType` is the request's multipart/form-data header.
 */
export function streamToStore(
  store: FileStore,
  contentType: string,
  body: ReadableStream<Uint8Array>,
  slots: ReadonlySet<number> | null,
): Promise<ReceivedFile> {
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, fieldSize: 100, parts: 6 },
    });
  } catch {
    return Promise.reject(new ProblemError(400, 'Bad Request', 'The multipart body could not be read.'));
  }
  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let slotText: string | undefined;
    let file: {
      key: string;
      originalName: string;
      storedName: string;
      extension: ReceivedFile['extension'];
      stored: Promise<{ sizeBytes: number }>;
    } | null = null;

    // Too big: stop reading at once. Other refusals: the rest (at most 10 MB) is read and dropped.
    const stopReading = (drain: boolean) => {
      source.unpipe(parser);
      if (drain) source.resume();
      else source.destroy();
    };
    const fail = (problem: Error, drain = true) => {
      if (settled) return;
      settled = true;
      stopReading(drain);
      const cleanup =
        file === null
          ? Promise.resolve()
          : file.stored.then(
              () => store.delete(file?.key ?? ''),
              () => undefined,
            );
      void cleanup.then(
        () => reject(problem),
        () => reject(problem),
      );
    };

    parser.on('field', (name, value) => {
      if (name !== 'slot') return;
      slotText = value;
      if (slots !== null && file === null && !(/^[0-5]$/.test(value) && slots.has(Number(value)))) {
        fail(new UploadProblem(422, undefined, 'Invalid upload', 'This form has no upload with that slot.', 'slot'));
      }
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file !== null || settled) {
        stream.resume();
        return;
      }
      const named = storedUploadName(info.filename ?? '');
      if (!named.ok) {
        stream.resume();
        fail(
          named.reason === 'file-name'
            ? new UploadProblem(
                422,
                uploadProblemTypes.fileName,
                'Invalid file name',
                `Error uploading document ${info.filename}. Please remove special characters from file name and then re-upload your document.`,
                'file',
              )
            : new UploadProblem(
                415,
                uploadProblemTypes.fileType,
                'Unsupported Media Type',
                'Upload a .pdf, .doc, .docx or .txt file.',
                'file',
              ),
        );
        return;
      }
      // Busboy emits 'limit' once the file reaches MAX_UPLOAD_BYTES + 1 bytes.
      stream.on('error', () => undefined);
      stream.on('limit', () => {
        stream.destroy(tooLarge());
        fail(tooLarge(), false);
      });
      const key = randomUUID();
      const stored = store.put(key, stream);
      stored.catch(() => undefined);
      file = { key, originalName: info.filename ?? '', storedName: named.storedName, extension: named.extension, stored };
    });
    parser.on('close', () => {
      if (settled) return;
      if (file === null) return fail(new UploadProblem(422, undefined, 'Invalid upload', 'Choose a file to upload.', 'file'));
      const current = file;
      current.stored.then(
        ({ sizeBytes }) => {
          if (settled) return;
          settled = true;
          resolve({
            key: current.key,
            originalName: current.originalName,
            storedName: current.storedName,
            extension: current.extension,
            sizeBytes,
            slotText,
          });
        },
        (error: unknown) =>
          fail(error instanceof ProblemError ? error : new ProblemError(400, 'Bad Request', 'The upload did not complete.')),
      );
    });
    parser.on('error', () => fail(new ProblemError(400, 'Bad Request', 'The multipart body could not be read.'), false));
    source.on('error', () => fail(new ProblemError(400, 'Bad Request', 'The upload did not complete.'), false));
    source.pipe(parser);
  });
}
