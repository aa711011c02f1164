import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { dialectName } from '../db/dialect-name.ts';

/** Most bound parameters one statement may carry: Postgres 65535, SQLite 32766. */
const PARAMETER_LIMIT = { postgres: 65_535, sqlite: 32_766 } as const;

/**
 * Inserts many rows with as few statements as the dialect's bound-parameter
 * limit allows (rows per statement = floor(limit / columns of a row)).
 * Does nothing for an empty list.
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Math.max(1, Object.keys(first).length);
  const perStatement = Math.max(1, Math.floor(PARAMETER_LIMIT[dialectName(db)] / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    // Kysely's values() typing cannot follow the generic table name; the row type is checked at the call site.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}
