import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dialectName, type DialectName } from '../../db/dialect-name.ts';
import { toParticipantRow } from '../participants/participant-row.ts';
import { neutralizeCsvCell } from './csv-cell.ts';
import { answerCell, answerPathSegments, type AnswerColumn } from './export-answer-columns.ts';
import { exportListColumns } from './export-list-columns.ts';
import { exportBatchQuery } from './export-queries.ts';

/**
 * Registrations read per query while the CSV streams (the most rows held in
 * memory at once), by dialect. SQLite: 20, so a batch dies young: with 200
 * the heap grew 144 MB during a 100,000-row export (20: 39 MB), while a
 * query is a function call costing no measurable time. Postgres: 100, as
 * each query is a network round trip: 20-row batches made the export 2.0x
 * its reference (a pg cursor), 200-row ones 1.18x (`npm run bench:export`).
 */
export const EXPORT_BATCH_SIZE: Readonly<Record<DialectName, number>> = { sqlite: 20, postgres: 100 };

/** What csvChunks reads: the league year of one program and its answer columns. */
export interface CsvChunkSource {
  db: Kysely<Database>;
  programId: number;
  eventYear: number;
  columns: readonly AnswerColumn[];
  /** Rows per query, default EXPORT_BATCH_SIZE of the dialect (tests use small batches). */
  batchSize?: number;
  /** Told the number of data rows in each chunk as it is produced. */
  onRows?: (rows: number) => void;
}

const CSV_OPTIONS = { cast: { string: neutralizeCsvCell } } as const;

/**
 * The export CSV in chunks: first the byte order mark and the header row,
 * then one chunk per batch of live registrations of the league year, oldest
 * id first. Each batch is one keyset query (`id > last id order by id
 * limit batchSize`) on the partial index registrations_live_year_id
 * (program_id, event_year, id; migration 0018), so every query seeks
 * straight to its rows: no sort, linear in the rows. Only one batch is held
 * at a time; the next query runs when the consumer asks for more (stream
 * backpressure), and none after the consumer stops (generator return).
 * Every cell is neutralized (neutralizeCsvCell).
 */
export async function* csvChunks(source: CsvChunkSource): AsyncGenerator<Buffer> {
  const { db, programId, eventYear, columns } = source;
  const batchSize = source.batchSize ?? EXPORT_BATCH_SIZE[dialectName(db)];
  const header = [...exportListColumns.map((column) => column.header), ...columns.map((column) => column.header)];
  yield Buffer.from(stringify([header], { ...CSV_OPTIONS, bom: true }));
  const paths = columns.map((column) => answerPathSegments(column.path));
  const listWidth = exportListColumns.length;
  const width = listWidth + paths.length;
  let afterId = 0;
  for (;;) {
    const batch = await exportBatchQuery(db, { programId, eventYear }, afterId, batchSize).execute();
    if (batch.length === 0) return;
    const records = batch.map((registration) => {
      const row = toParticipantRow(registration);
      const answers: unknown = JSON.parse(registration.answers_json);
      const record = new Array<string>(width);
      for (let index = 0; index < listWidth; index++) record[index] = exportListColumns[index]?.cell(row) ?? '';
      for (let index = 0; index < paths.length; index++) record[listWidth + index] = answerCell(answers, paths[index] ?? []);
      return record;
    });
    source.onRows?.(records.length);
    yield Buffer.from(stringify(records, CSV_OPTIONS));
    if (batch.length < batchSize) return;
    afterId = batch.at(-1)?.id ?? afterId;
  }
}
