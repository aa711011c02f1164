import { PassThrough, Readable, pipeline } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { CompiledForm } from '@huddle/form-engine';
import type { ProgramRow } from '../../db/database.ts';
import type { FileStore } from '../../files/file-store.ts';
import { answerColumns } from './export-answer-columns.ts';
import { csvChunks } from './export-csv-chunks.ts';
import { sendExportEmail } from './export-email.ts';
import { liveTotals } from '../participants/participant-list-query.ts';
import { answeredFormVersionsQuery } from './export-queries.ts';
import { ExportFileTee } from './export-file-tee.ts';
import { newExportLinkToken } from './export-link-token.ts';
import { reduceMemoryFootprint } from '../../reduce-memory-footprint.ts';
import type { ServiceContext } from '../service-context.ts';

/** File name of the participants export (spec §7: the CSV blob is saved as pe_export.csv). */
export const EXPORT_FILE_NAME = 'pe_export.csv';

/** FileStore folder of stored exports (keys 'exports/{uuid}.csv'). */
export const EXPORT_KEY_PREFIX = 'exports/';

/** Who asks for the export: the signed-in staff member, who also receives the link by email. */
export interface ExportActor {
  email: string;
  displayName: string;
}

/** Where the export file goes and how long its link lives. */
export interface ExportFiles {
  store: FileStore;
  /** EXPORT_RETENTION_DAYS: the link expires, and the file is removed, after this many days. */
  retentionDays: number;
  /** Rows per query (default EXPORT_BATCH_SIZE of the dialect). */
  batchSize?: number;
  /** Characters of CSV per streamed chunk (default EXPORT_CHUNK_CHARS). */
  chunkChars?: number;
  /**
   * Told when the export fails after its response started (a query, the
   * file store or the email queue failed), so it is logged: the client only
   * sees the download break. Not told when the client goes away.
   */
  onError?: (error: unknown) => void;
}

/** A participants export being produced: the CSV bytes stream as they are written. */
export interface ParticipantExport {
  filename: string;
  /** UTF-8 CSV with a byte order mark; errors if the file cannot be stored or the email queued. */
  body: ReadableStream<Uint8Array>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The participants export of spec §2 'Email Export' (GET
 * /api/events/{eventId}/years/{year}/export): one CSV row per live
 * participant of the program's league year `year`, oldest application
 * first. Columns: the participants-list columns (exportListColumns), then
 * every answer field by friendly name over the form versions those
 * participants answered (answerColumns; answers to removed questions
 * included). Every cell is neutralized; multi-select answers are joined with '; '.
 *
 * Before the first byte, writes the audit row (action 'participants.export',
 * target 'program:{id}', after_json { eventYear, participants }). The CSV
 * streams batch by batch (csvChunks: linear, one batch in memory, paced by
 * the reader) while the same bytes are written to the file store under
 * 'exports/{uuid}.csv'. When it is complete, an `exports` row records it
 * (program, year, actor, size, rows, key, hashed link token, expiry now +
 * retentionDays) and the link is queued as an email to the actor
 * (sendExportEmail); only then does the stream end (it errors if either
 * fails). A reader that cancels stops the queries; the partial file is
 * removed and nothing is recorded or mailed.
 */
export async function exportParticipantsCsv(
  ctx: ServiceContext,
  program: ProgramRow,
  eventYear: number,
  actor: ExportActor,
  files: ExportFiles,
): Promise<ParticipantExport> {
  const scope = { programId: program.id, eventYear };
  // From the live counts (migration 0019): a count of the year's rows took 100+ ms at 1,000,000 before the first byte.
  const participants = (await liveTotals(ctx.db, program.id, eventYear)).submissions;
  const columns = answerColumns(
    (await answeredFormVersionsQuery(ctx.db, scope).execute()).map(
      (version) => (JSON.parse(version.compiled_json) as CompiledForm).fieldIndex,
    ),
  );
  const audit = await ctx.db
    .insertInto('audit_log')
    .values({
      at: ctx.now().toISOString(),
      actor: actor.email,
      action: 'participants.export',
      target: `program:${program.id}`,
      before_json: null,
      after_json: JSON.stringify({ eventYear, participants }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let rows = 0;
  // One chunk (a batch) read ahead at most: the next query waits for the reader.
  const chunks = Readable.from(
    csvChunks({
      db: ctx.longReadDb ?? ctx.db,
      programId: program.id,
      eventYear,
      columns,
      batchSize: files.batchSize,
      chunkChars: files.chunkChars,
      onRows: (count) => (rows += count),
    }),
    { highWaterMark: 1 },
  );
  const fileKey = `${EXPORT_KEY_PREFIX}${randomUUID()}.csv`;
  const copy = new PassThrough();
  // Its errors (a cancelled export destroys it) reach `stored`, which the store may not have piped yet.
  copy.on('error', () => undefined);
  const stored = files.store.put(fileKey, copy);
  // A cancelled export rejects here (the store removes its partial file); the response already carries the error.
  stored.catch(() => undefined);
  const tee = new ExportFileTee(copy, async (bytes) => {
    await stored;
    const createdAt = ctx.now();
    const link = newExportLinkToken();
    const record = await ctx.db
      .insertInto('exports')
      .values({
        program_id: program.id,
        event_year: eventYear,
        actor: actor.email,
        created_at: createdAt.toISOString(),
        expires_at: new Date(createdAt.getTime() + files.retentionDays * DAY_MS).toISOString(),
        size_bytes: bytes,
        row_count: rows,
        file_key: fileKey,
        token_hash: link.hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sendExportEmail(ctx, {
      program,
      eventYear,
      actor,
      filename: EXPORT_FILE_NAME,
      downloadUrl: `${ctx.publicUrl ?? ''}/api/exports/${record.id}/download?token=${link.token}`,
      retentionDays: files.retentionDays,
      dedupeKey: `participants.export:${audit.id}`,
    });
  });
  // Errors reach the response stream (it errors) and onError; a client that went away is no error.
  const output = pipeline(chunks, tee, (error) => {
    reduceMemoryFootprint();
    if (error && !isCancellation(error)) files.onError?.(error);
  });
  return { filename: EXPORT_FILE_NAME, body: Readable.toWeb(output) as ReadableStream<Uint8Array> };
}

/** The stream was cut because its reader went away (the client disconnected or cancelled the download). */
function isCancellation(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.name === 'AbortError';
}
