import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync } from 'node:fs';
import { openSqliteDatabase } from '../../src/db/dialects/sqlite.ts';

/** What the stored rows of one submission cost on SQLite, measured on copies of the bench's databases. */
export interface SqliteWriteFloor {
  /** CPU (user + system) per submission, µs: a registration like the program's last one (its indexes, triggers and trigram search rows), its status_log row and its outbox row, `perTransaction` submissions per transaction (Huddle's group commit at its fullest). */
  huddleMicros: number;
  /** CPU per row, µs, of the reference server's own write: one row into its one-table file, one transaction per row, as it writes. */
  referenceMicros: number;
}

type Row = Record<string, unknown>;
/** A SQLite file opened as the app opens it. */
type SqliteFile = ReturnType<typeof openSqliteDatabase>;

/** Writes not counted before the measured ones: they bring the pages the writes touch into the page cache. */
const WARM_UP_WRITES = 500;

/** Runs `write` `count` times (after WARM_UP_WRITES), `perTransaction` to a transaction, and resolves the CPU per write in µs. */
function cpuPerWrite(database: SqliteFile, count: number, perTransaction: number, write: () => void): number {
  const inTransaction = database.transaction((times: number) => {
    for (let index = 0; index < times; index++) write();
  });
  const writeAll = (total: number): void => {
    for (let done = 0; done < total; done += perTransaction) inTransaction(Math.min(perTransaction, total - done));
  };
  writeAll(WARM_UP_WRITES);
  const started = process.cpuUsage();
  writeAll(count);
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / count;
}

/**
 * Copies a SQLite file (with its WAL, if a stopped server left one) beside
 * itself and opens the copy with the app's settings, its WAL checkpointed
 * and emptied: the first commit measured would otherwise copy the servers'
 * whole WAL back into the file.
 */
function openCopy(path: string): SqliteFile {
  const copy = `${path}.floor`;
  copyFileSync(path, copy);
  if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${copy}-wal`);
  const database = openSqliteDatabase(copy);
  database.pragma('wal_checkpoint(TRUNCATE)');
  return database;
}

/** `insert into <table> (...) values (...)` for a row's columns but id, bound by name. */
function insertStatement(database: SqliteFile, table: string, row: Row) {
  const columns = Object.keys(row).filter((column) => column !== 'id');
  return database.prepare(
    `insert into ${table} (${columns.map((column) => `"${column}"`).join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')}) returning id`,
  );
}

/**
 * The least CPU that what a submission stores costs on SQLite, without HTTP,
 * validation or query building: on copies of the stopped servers' files,
 * `submissions` copies of the program's last registration (new payment
 * reference each; the bench submits one answers body, so the index entries
 * fall where the bench's do) with its status_log and outbox rows, against
 * the reference's one-row insert. Both processes are CPU-bound in the bench,
 * so Huddle's rate can reach at most the reference's CPU per request over
 * (that CPU - referenceMicros + huddleMicros) of it: the ratio ceiling
 * printed beside the measured ratio.
 * Throws when the program has no registration with a status_log and an outbox row.
 */
export function sqliteWriteFloor(
  paths: { huddle: string; reference: string },
  programId: number,
  options: { submissions: number; perTransaction: number },
): SqliteWriteFloor {
  const huddle = openCopy(paths.huddle);
  const reference = openCopy(paths.reference);
  try {
    const registration = huddle.prepare('select * from registrations where program_id = ? order by id desc limit 1').get(programId) as Row;
    const statusLog = huddle.prepare('select * from status_log where registration_id = ?').get(registration.id) as Row | undefined;
    const email = huddle.prepare('select * from outbox where program_id = ? order by id desc limit 1').get(programId) as Row | undefined;
    if (statusLog === undefined || email === undefined) throw new Error(`Program ${programId} has no submission to copy`);
    const insertRegistration = insertStatement(huddle, 'registrations', registration);
    const insertStatusLog = insertStatement(huddle, 'status_log', statusLog);
    const insertEmail = insertStatement(huddle, 'outbox', { ...email, status: 'pending', sent_at: null });
    const huddleMicros = cpuPerWrite(huddle, options.submissions, options.perTransaction, () => {
      const { id } = insertRegistration.get({ ...registration, payment_reference: randomUUID() }) as { id: number };
      const log = insertStatusLog.get({ ...statusLog, registration_id: id }) as { id: number };
      insertEmail.get({ ...email, status: 'pending', sent_at: null, dedupe_key: `submission:${id}:${log.id}` });
    });
    const row = reference.prepare('select * from submissions order by id desc limit 1').get() as Row;
    const insertRow = insertStatement(reference, 'submissions', row);
    const referenceMicros = cpuPerWrite(reference, options.submissions, 1, () => insertRow.get(row));
    return { huddleMicros, referenceMicros };
  } finally {
    huddle.close();
    reference.close();
  }
}
