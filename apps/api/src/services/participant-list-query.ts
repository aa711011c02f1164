import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import { dialectName } from '../db/dialect-name.ts';

/** Sortable participant list columns (spec §2 participants list sort options). */
export type ParticipantSort = 'applicationDate' | 'companyName' | 'applicantName' | 'state';

/** The sort column behind each option; text columns compare lower-cased. */
const sortColumns: Record<ParticipantSort, { column: 'submitted_at' | 'company_name' | 'search_name' | 'state_code'; text: boolean }> = {
  applicationDate: { column: 'submitted_at', text: false },
  companyName: { column: 'company_name', text: true },
  applicantName: { column: 'search_name', text: true },
  state: { column: 'state_code', text: true },
};


/**
 * Case-insensitive "contains" on the applicant name (search_name), email and
 * company name; LIKE wildcards in the term match literally.
 */
export function nameFilter(term: string): Expression<SqlBool> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`(search_name like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\' or lower(company_name) like ${pattern} escape '\\')`;
}

/**
 * Orders a participant query: empty values last in either direction, then the
 * column (text lower-cased, byte order on both dialects so SQLite and Postgres
 * agree), then the id in the same direction as a stable tie-break.
 */
export function orderParticipants<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'registrations', O>,
  sort: ParticipantSort,
  descending: boolean,
): SelectQueryBuilder<Database, 'registrations', O> {
  const { column, text } = sortColumns[sort];
  const direction = descending ? 'desc' : 'asc';
  const collate = dialectName(db) === 'postgres' ? sql` collate "C"` : sql``;
  const value = text ? sql`lower(${sql.ref(column)})${collate}` : sql.ref(column);
  return query
    .orderBy(sql`case when ${sql.ref(column)} is null or ${sql.ref(column)} = '' then 1 else 0 end`)
    .orderBy(value, direction)
    .orderBy('id', direction);
}

/**
 * Participants list page size (spec §2 and §9): "10 rows per page, or
 * ceil(rows/10) when 100 or more". Read as: below 100 matching rows the page
 * holds 10; from 100 rows on it holds ceil(rows/10), so the list never has
 * more than 10 pages.
 */
export function participantPageSize(rows: number): number {
  return rows >= 100 ? Math.ceil(rows / 10) : 10;
}
