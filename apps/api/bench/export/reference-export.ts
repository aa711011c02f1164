import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { CompiledForm } from '@huddle/form-engine';
import type { Database } from '../../src/db/database.ts';
import { createPostgresPool } from '../../src/db/dialects/postgres.ts';
import { openSqliteDatabase } from '../../src/db/dialects/sqlite.ts';
import { neutralizeCsvCell } from '../../src/services/exports/csv-cell.ts';
import { answerCell, answerColumns, type AnswerColumn } from '../../src/services/exports/export-answer-columns.ts';
import { exportListColumns } from '../../src/services/exports/export-list-columns.ts';
import { answeredFormVersionsQuery } from '../../src/services/exports/export-queries.ts';
import { participantRowColumns, toParticipantRow, type ParticipantRowSource } from '../../src/services/participants/participant-row.ts';
import type { BenchDatabase } from '../bench-databases.ts';
import { EXPORT_SCOPE } from './seed-export-rows.ts';

type SourceRow = ParticipantRowSource & { answers_json: string };

/** Bytes of a reference export and how long it took (ms). */
export interface ReferenceRun {
  bytes: number;
  ms: number;
}

const SELECT_SQL =
  `select ${[...participantRowColumns, 'answers_json'].join(', ')} from registrations ` +
  'where program_id = $1 and event_year = $2 and deleted_at is null order by id';

/**
 * The bare reference the export is measured against: the same rows read in
 * one pass on a separate bare connection (SQLite: better-sqlite3
 * `.iterate()`; Postgres: a server-side cursor, FETCH 1000 at a time), the
 * same columns, byte order mark and formula neutralization streamed through
 * csv-stringify into a byte counter.
 */
export async function runReferenceExport(bench: BenchDatabase): Promise<ReferenceRun> {
  const columns = await exportAnswerColumns(bench.db);
  const started = performance.now();
  let bytes = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done();
    },
  });
  const stringifier = stringify({ bom: true, cast: { string: neutralizeCsvCell } });
  await pipeline(Readable.from(records(bench, columns)), stringifier, counter);
  return { bytes, ms: performance.now() - started };
}

async function* records(bench: BenchDatabase, columns: readonly AnswerColumn[]): AsyncGenerator<string[]> {
  yield [...exportListColumns.map((column) => column.header), ...columns.map((column) => column.header)];
  const toRecord = (row: SourceRow) => {
    const participant = toParticipantRow(row);
    const answers: unknown = JSON.parse(row.answers_json);
    return [...exportListColumns.map((column) => column.cell(participant)), ...columns.map((column) => answerCell(answers, column.path))];
  };
  const location = bench.location;
  if ('sqlitePath' in location) {
    const database = openSqliteDatabase(location.sqlitePath);
    try {
      const statement = database.prepare<[number, number], SourceRow>(SELECT_SQL.replace(/\$\d/g, '?'));
      for (const row of statement.iterate(EXPORT_SCOPE.programId, EXPORT_SCOPE.eventYear)) yield toRecord(row);
    } finally {
      database.close();
    }
    return;
  }
  const pool = createPostgresPool(location.url, { searchPath: location.schema, max: 1 });
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`declare export_rows no scroll cursor for ${SELECT_SQL}`, [EXPORT_SCOPE.programId, EXPORT_SCOPE.eventYear]);
    for (;;) {
      const { rows } = await client.query<SourceRow>('fetch 1000 from export_rows');
      if (rows.length === 0) break;
      for (const row of rows) yield toRecord(row);
    }
    await client.query('commit');
  } finally {
    client.release();
    await pool.end();
  }
}

async function exportAnswerColumns(db: Kysely<Database>): Promise<AnswerColumn[]> {
  const versions = await answeredFormVersionsQuery(db, EXPORT_SCOPE).execute();
  return answerColumns(versions.map((version) => (JSON.parse(version.compiled_json) as CompiledForm).fieldIndex));
}
