import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dialectName } from '../../db/dialect-name.ts';
import { hasIndexedNameTerm, participantFilterConditions, type ParticipantFilters } from './participant-filters.ts';
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
 * Reads one page of a program's live (not removed) registrations, with plans
 * that read no more than the page needs (issue 17 point 2; the EXPLAIN test
 * participant-list-plans.test.ts holds every variant to it):
 * - the program/year totals: a few rows of registration_counts (migration 0019);
 * - no other filter: the page's ids in order straight from the migration 0005
 *   indexes (pageIdsOfScope), the total from the same counts;
 * - a name search of 3 or more characters: the matches from the trigram index
 *   (SQLite FTS5, Postgres pg_trgm), read once in order (their number is the
 *   total; a search's matches are few against the program);
 * - other filters: one count, then the page's ids from the sort's index with
 *   the filters applied on the way (pageIdsOfScope).
 * Then only the page's rows are fetched, list columns only. Page size per
 * spec §2 (participantPageSize).
 */
export async function queryParticipantPage(
  db: Kysely<Database>,
  programId: number,
  request: ParticipantPageRequest,
): Promise<ParticipantPageRows> {
  const eventYear = request.eventYear ?? null;
  let scoped = db.selectFrom('registrations').where('program_id', '=', programId).where('deleted_at', 'is', null);
  if (eventYear !== null) scoped = scoped.where('event_year', '=', eventYear);
  const totals = await liveTotals(db, programId, eventYear);

  const conditions = participantFilterConditions(request, dialectName(db));
  let total: number;
  let pageIds: number[];
  if (conditions.length === 0) {
    total = totals.submissions;
    const { offset, limit } = pageWindow(request.page, total);
    pageIds = offset >= total ? [] : await pageIdsOfScope(db, scoped, request.sort, request.descending, { offset, limit, total });
  } else if (hasIndexedNameTerm(request)) {
    const filtered = scoped.where((eb) => eb.and(conditions)).select('id');
    const matching = (await orderParticipants(db, filtered, request.sort, request.descending).execute()).map((row) => row.id);
    total = matching.length;
    const { offset, limit } = pageWindow(request.page, total);
    pageIds = matching.slice(offset, offset + limit);
  } else {
    const filtered = scoped.where((eb) => eb.and(conditions));
    total = Number((await filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const { offset, limit } = pageWindow(request.page, total);
    pageIds = offset >= total ? [] : await pageIdsOfScope(db, filtered, request.sort, request.descending, { offset, limit, total });
  }
  return {
    rows: await rowsInOrder(db, pageIds),
    total,
    totalSubmissions: totals.submissions,
    totalApproved: totals.approved,
    pageSize: participantPageSize(total),
    pageCount: participantPageCount(total),
  };
}

/**
 * Live registrations of the program in `eventYear` (null: every year) and the
 * Approved ones among them, from the counts of migration 0019: the sum of
 * every row of the program (and year), as a key may have several rows
 * (Postgres shards, migration 0022) and a row may be negative.
 */
export async function liveTotals(
  db: Kysely<Database>,
  programId: number,
  eventYear: number | null,
): Promise<{ submissions: number; approved: number }> {
  let counts = db.selectFrom('registration_counts').select(['status', 'live_count']).where('program_id', '=', programId);
  if (eventYear !== null) counts = counts.where('event_year', '=', eventYear);
  let submissions = 0;
  let approved = 0;
  for (const row of await counts.execute()) {
    const count = Number(row.live_count);
    submissions += count;
    if (row.status === RegistrationStatus.Approved) approved += count;
  }
  return { submissions, approved };
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
