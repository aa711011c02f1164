import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * Opens the SQLite file of the server under test (a real database file in
 * the run's data folder), for journeys that change what an operator would
 * change outside the browser, e.g. closing a program while someone applies.
 */
export function openE2eDatabase(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through tests/playwright.config.ts');
  return new Database(join(dir, 'huddle.sqlite'));
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
