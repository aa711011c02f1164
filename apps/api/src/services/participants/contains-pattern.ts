import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains" on a text column, the same on SQLite and
 * Postgres: lower(column) LIKE '%term%' with the term lower-cased and its
 * LIKE wildcards (%, _) and the escape character matching literally.
 */
export function containsIgnoringCase(column: string, term: string): Expression<SqlBool> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
