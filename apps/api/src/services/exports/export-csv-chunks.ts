import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dialectName, type DialectName } from '../../db/dialect-name.ts';
import { toParticipantRow } from '../participants/participant-row.ts';
import { csvText } from './csv-text.ts';
import { answerCell, answerPathSegments, type AnswerColumn } from './export-answer-columns.ts';
import { exportListColumns } from './export-list-columns.ts';
import { exportBatchQuery } from './export-queries.ts';

/**
 * Registrations read per query while the CSV streams (the most rows held in
 * memory at once), by dialect. SQLite: 100; its queries cost about 4 µs a
 * row in 20-row batches and 2.5 µs in 100-row ones, and larger batches live
 * long enough to be promoted to the old heap, which then grows during an
 * export. Postgres: 200, as each query is a network round trip (20-row
 * batches made its export 2.0x its cursor reference; `npm run bench:export`).
 */
export const EXPORT_BATCH_SIZE: Readonly<Record<DialectName, number>> = { sqlite: 100, postgres: 200 };

/** What csvChunks reads: the league year of one program and its answer columns. */
export interface CsvChunkSource {
  db: Kysely<Database>;
  programId: number;
  eventYear: number;
  columns: readonly AnswerColumn[];
  /** Rows per query, default EXPORT_BATCH_SIZE of the dialect (tests use small batches). */
  batchSize?: number;
  /** Characters of CSV gathered before a chunk is yielded, default EXPORT_CHUNK_CHARS. */
  chunkChars?: number;
  /** Told the number of data rows in each chunk as it is produced. */
  onRows?: (rows: number) => void;
}

/**
 * Characters of CSV gathered before a chunk is handed on (64 Ki): each chunk
 * crosses the response stream, the web-stream adapter and the file tee, so
 * one chunk per 20-row batch (about 9 KB) made that stream work a fifth of
 * the export's time.
 */
export const EXPORT_CHUNK_CHARS = 64 * 1024;

/**
 * The export CSV in chunks: first the byte order mark and the header row,
 * then the live registrations of the league year, oldest id first, about
 * chunkChars per chunk (the header joins the first one). Each batch is one
 * keyset query (`id > last id order by id limit batchSize`) on the partial
 * index registrations_live_year_id
 * (program_id, event_year, id; migration 0018), so every query seeks
 * straight to its rows: no sort, linear in the rows. Only one batch of rows
 * is held at a time; the next query runs when the consumer asks for more
 * (stream backpressure) or the chunk is not full yet, and none after the
 * consumer stops (generator return).
 */
export async function* csvChunks(source: CsvChunkSource): AsyncGenerator<Buffer> {
  const { db, programId, eventYear, columns } = source;
  const batchSize = source.batchSize ?? EXPORT_BATCH_SIZE[dialectName(db)];
  const chunkChars = source.chunkChars ?? EXPORT_CHUNK_CHARS;
  const header = [...exportListColumns.map((column) => column.header), ...columns.map((column) => column.header)];
  let pending = `\uFEFF${csvText([header])}`;
  const paths = columns.map((column) => answerPathSegments(column.path));
  const listWidth = exportListColumns.length;
  const width = listWidth + paths.length;
  let afterId = 0;
  for (;;) {
    const batch = await exportBatchQuery(db, { programId, eventYear }, afterId, batchSize).execute();
    const records = batch.map((registration) => {
      const row = toParticipantRow(registration);
      const answers: unknown = JSON.parse(registration.answers_json);
      const record = new Array<string>(width);
      for (let index = 0; index < listWidth; index++) record[index] = exportListColumns[index]?.cell(row) ?? '';
      for (let index = 0; index < paths.length; index++) record[listWidth + index] = answerCell(answers, paths[index] ?? []);
      return record;
    });
    const last = batch.length < batchSize;
    source.onRows?.(records.length);
    pending += csvText(records);
    if (pending.length >= chunkChars || last) {
      yield Buffer.from(pending);
      pending = '';
    }
    if (last) return;
    afterId = batch.at(-1)?.id ?? afterId;
  }
}
