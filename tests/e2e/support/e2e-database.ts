import Database from 'better-sqlite3';
import { addDays, formatISO } from 'date-fns';
import { join } from 'node:path';

/**
 * Opens the SQLite file of the server under test (a real database file in
 * the run's data folder), for journeys that change what an operator would
 * change outside the browser, e.g. closing a program while someone applies.
 */
export function openE2eDatabase(file = 'huddle.sqlite'): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through tests/playwright.config.ts');
  return new Database(join(dir, file));
}

/**
 * The day the seeded catalog's dates were written against (the API tests'
 * TEST_NOW): the programs whose applications were open on that day are the
 * ones the journeys apply to.
 */
const CATALOG_REFERENCE_DAY = '2026-11-21';

/**
 * Keeps the journeys' programs open whatever today's date: in the server's
 * database `file`, every program whose application due date was still ahead
 * on CATALOG_REFERENCE_DAY gets a due date at least 30 days after `today`
 * ('YYYY-MM-DD'). Programs closed on that day (past due, or inactive) stay
 * closed. Answers how many programs were moved.
 */
export function keepCatalogOpen(file: string, today = new Date()): number {
  const until = formatISO(addDays(today, 30), { representation: 'date' });
  const db = openE2eDatabase(file);
  try {
    return db
      .prepare('update programs set application_due_date = ? where application_due_date >= ? and application_due_date < ?')
      .run(until, CATALOG_REFERENCE_DAY, until).changes;
  } finally {
    db.close();
  }
}

/** Sets a program's active flag (programs.active_event) by its public path. */
export function setProgramActive(path: string, active: boolean): void {
  const db = openE2eDatabase();
  try {
    const row = db.prepare('select program_id from program_paths where path_key = ?').get(path.toLowerCase()) as
      { program_id: number } | undefined;
    if (!row) throw new Error(`no program at /${path}`);
    db.prepare('update programs set active_event = ? where id = ?').run(active ? 1 : 0, row.program_id);
  } finally {
    db.close();
  }
}
