import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { participantFilterConditions, type ParticipantFilters } from './participant-filters.ts';
import { participantRowColumns, type ParticipantRowSource } from './participant-row.ts';
import { orderParticipants, pageIdsOfScope, type ParticipantSort } from './participant-sort.ts';
import { RegistrationStatus } from '../registrations/registration-status.ts';

export { nameFilter } from './participant-filters.ts';
export { orderParticipants, type ParticipantSort } from './participant-sort.ts';

/** What one participants list request asks of the database. */
export interface ParticipantPageRequest extends ParticipantFilters {
  eventYear?: number | null;
  /** 1-based; pages past the end answer no rows. */
  page: number;
  sort: ParticipantSort;
  descending: boolean;
}

/** One page of registrations with the counts of spec §2. */
export interface ParticipantPageRows {
  rows: ParticipantRowSource[];
  /** Rows matching every filter. */
  total: number;
  /** Live registrations of the program in the year (or all years), other filters ignored. */
  totalSubmissions: number;
  /** The Approved ones among those. */
  totalApproved: number;
  pageSize: number;
  pageCount: number;
}

/** Most ids bound in one `id in (...)` list (below both dialects' parameter limits). */
const IDS_PER_STATEMENT = 5000;

/**
 * Reads one page of a program's live (not removed) registrations. The
 * program/year totals come from one index-only count. Without other filters
 * the page's ids are read in order straight from the migration 0005 indexes
 * (pageIdsOfScope); with filters, one pass reads the matching ids in order
 * (their number is the total). Then only the page's rows are fetched, list
 * columns only. Page size per spec §2 (participantPageSize).
 */
export async function queryParticipantPage(
  db: Kysely<Database>,
  programId: number,
  request: ParticipantPageRequest,
): Promise<ParticipantPageRows> {
  let scoped = db.selectFrom('registrations').where('program_id', '=', programId).where('deleted_at', 'is', null);
  if (request.eventYear !== undefined && request.eventYear !== null) scoped = scoped.where('event_year', '=', request.eventYear);
  const totals = await scoped
    .select([
      sql<number>`count(*)`.as('submissions'),
      sql<number | null>`sum(case when status = ${RegistrationStatus.Approved} then 1 else 0 end)`.as('approved'),
    ])
    .executeTakeFirstOrThrow();
  const totalSubmissions = Number(totals.submissions);

  const conditions = participantFilterConditions(request);
  let total: number;
  let pageIds: number[];
  if (conditions.length === 0) {
    total = totalSubmissions;
    const { offset, limit } = pageWindow(request.page, total);
    pageIds = offset >= total ? [] : await pageIdsOfScope(db, scoped, request.sort, request.descending, { offset, limit });
  } else {
    const filtered = scoped.where((eb) => eb.and(conditions)).select('id');
    const matching = (await orderParticipants(db, filtered, request.sort, request.descending).execute()).map((row) => row.id);
    total = matching.length;
    const { offset, limit } = pageWindow(request.page, total);
    pageIds = matching.slice(offset, offset + limit);
  }
  return {
    rows: await rowsInOrder(db, pageIds),
    total,
    totalSubmissions,
    totalApproved: Number(totals.approved ?? 0),
    pageSize: participantPageSize(total),
    pageCount: participantPageCount(total),
  };
}

function pageWindow(page: number, total: number): { offset: number; limit: number } {
  const limit = participantPageSize(total);
  return { offset: (page - 1) * limit, limit };
}

/** The list columns of the registrations with these ids, in the order of `ids`. */
async function rowsInOrder(db: Kysely<Database>, ids: readonly number[]): Promise<ParticipantRowSource[]> {
  const byId = new Map<number, ParticipantRowSource>();
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    const chunk = ids.slice(start, start + IDS_PER_STATEMENT);
    const rows = await db
      .selectFrom('registrations')
      .select([...participantRowColumns])
      .where('id', 'in', chunk)
      .execute();
    for (const row of rows) byId.set(row.id, row);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/** Pages `rows` matching rows fill at participantPageSize: 0 for none, at most 10 from 100 rows on. */
export function participantPageCount(rows: number): number {
  return Math.ceil(rows / participantPageSize(rows));
}
