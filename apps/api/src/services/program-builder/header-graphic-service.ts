import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { HeaderGraphicResponse } from '@huddle/schemas';
import { StoredFileNotFoundError, type FileStore } from '../../files/file-store.ts';
import { readMultipartFile } from '../../files/read-multipart-file.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { builderWrite } from './builder-write.ts';
import {
  claimedHeaderGraphicExtension,
  headerGraphicKey,
  headerGraphicName,
  headerGraphicTypes,
  headerGraphicUrl,
  MAX_HEADER_GRAPHIC_BYTES,
  type HeaderGraphicExtension,
} from './header-graphic-name.ts';
import { saveSettings, settingsValuesOf } from './program-settings-service.ts';

/** The upload as the route hands it over. */
export interface HeaderGraphicUpload {
  eventId: number;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
  actor: StaffActor;
}

/** A stored header graphic opened for serving. */
export interface OpenedHeaderGraphic {
  contentType: string;
  body: Readable;
}

/** spec §5 says 2 MB is the configured limit (its message wrongly says 10 MB); this is the text used. */
export const HEADER_GRAPHIC_TOO_LARGE = 'The header graphic is too large. Please upload an image of 2 Megabytes or less.';

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /api/admin/{eventId}/logos (spec §4, §5 'Header graphic upload'):
 * reads the multipart field `file` (at most 2 MB, enforced while streaming:
 * 413), accepts png, jpeg, gif or webp decided by content (file-type) whose
 * name claims the same type (else 415), names it (headerGraphicName: 422
 * when the name has no letter or digit), stores it in the FileStore, then in
 * one transaction sets headerGraphicPath to its URL and writes the audit row
 * 'program.header-graphic'. The previous graphic's file is removed after the
 * save; a failed save removes the new one.
 */
export async function uploadHeaderGraphic(
  ctx: ServiceContext,
  store: FileStore,
  upload: HeaderGraphicUpload,
): Promise<HeaderGraphicResponse> {
  const program = await findProgram(ctx.db, upload.eventId);
  if (Number(upload.contentLength) > MAX_HEADER_GRAPHIC_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new ProblemError(413, 'Content Too Large', HEADER_GRAPHIC_TOO_LARGE, [{ name: 'file', reason: HEADER_GRAPHIC_TOO_LARGE }]);
  }
  const file = await readMultipartFile({
    contentType: upload.contentType,
    body: upload.body,
    field: 'file',
    maxBytes: MAX_HEADER_GRAPHIC_BYTES,
    tooLargeDetail: HEADER_GRAPHIC_TOO_LARGE,
  });
  const extension = await imageExtension(file.content, file.fileName);
  const fileName = headerGraphicName(file.fileName, extension);
  if (fileName === null) {
    throw new ProblemError(
      422,
      'Invalid file name',
      `Error uploading document ${file.fileName}. Please remove special characters from file name and then re-upload your document.`,
      [{ name: 'file', reason: 'the file name has no letter or digit' }],
    );
  }
  const key = headerGraphicKey(program.id, fileName);
  await store.put(key, file.content);
  const previous = storedGraphicName(program.id, readProgramSettings(program).headerGraphicPath);
  const headerGraphicPath = headerGraphicUrl(program.id, fileName);
  try {
    await builderWrite(ctx, { programId: program.id, actor: upload.actor, action: 'program.header-graphic' }, async (trx) => {
      const before = settingsValuesOf(program);
      await saveSettings(trx, program, { ...before, headerGraphicPath }, ctx.now());
      return { result: undefined, before: { headerGraphicPath: before.headerGraphicPath }, after: { headerGraphicPath } };
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  if (previous !== null && previous !== fileName) await store.delete(headerGraphicKey(program.id, previous));
  return { fileName, headerGraphicPath, contentType: headerGraphicTypes[extension], sizeBytes: file.content.byteLength };
}

/**
 * GET /api/header-graphics/{eventId}/{fileName}: the program's current
 * header graphic when fileName is its name; 404 problem otherwise (also for
 * a replaced graphic).
 */
export async function openHeaderGraphic(
  ctx: Pick<ServiceContext, 'db'>,
  store: FileStore,
  eventId: number,
  fileName: string,
): Promise<OpenedHeaderGraphic> {
  const program = await findProgram(ctx.db, eventId);
  const notFound = new ProblemError(404, 'Not Found', `${program.event_name} has no header graphic ${fileName}.`);
  if (storedGraphicName(program.id, readProgramSettings(program).headerGraphicPath) !== fileName) throw notFound;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as HeaderGraphicExtension;
  try {
    return { contentType: headerGraphicTypes[extension], body: await store.get(headerGraphicKey(program.id, fileName)) };
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) throw notFound;
    throw error;
  }
}

/** The stored file name of a headerGraphicPath this service set, else null (no graphic, or another URL). */
function storedGraphicName(eventId: number, headerGraphicPath: string | null): string | null {
  const prefix = headerGraphicUrl(eventId, '');
  if (headerGraphicPath === null || !headerGraphicPath.startsWith(prefix)) return null;
  const name = headerGraphicPath.slice(prefix.length);
  return /^[A-Za-z0-9_]+\.(png|jpg|gif|webp)$/.test(name) ? name : null;
}

/** The stored extension when the content is a png, jpeg, gif or webp image and the name claims that type; else 415. */
async function imageExtension(content: Uint8Array, originalName: string): Promise<HeaderGraphicExtension> {
  const detected = (await fileTypeFromBuffer(content))?.ext;
  const claimed = claimedHeaderGraphicExtension(originalName);
  if (claimed === null || detected !== claimed) {
    throw new ProblemError(415, 'Unsupported Media Type', 'Upload a PNG, JPEG, GIF or WebP image whose name ends with its type.', [
      { name: 'file', reason: 'must be a png, jpeg, gif or webp image (by content and extension)' },
    ]);
  }
  return claimed;
}
