import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dialectName } from '../../db/dialect-name.ts';
import type { BusinessFacet } from './business-facts.ts';

/** At most this many words of the search text are used. */
const MAX_SEARCH_WORDS = 8;

/**
 * Filters from the most selective to the least: by the number of values each
 * can take (57 states, 25 industries, 16 certifications, 5 service areas;
 * @huddle/schemas reference lists). The first one drives a filter-only search.
 */
const FACET_ORDER: readonly BusinessFacet['facet'][] = ['state', 'industry', 'certification', 'serviceArea'];

/**
 * Above this many matches a page is read in company-name order from the
 * (listed, sort_name, id) index, each entry checked against the matches,
 * stopping after the page (at most every listed business is visited);
 * at or below it, the matches are read by id and sorted (about `total` rows).
 */
export const BROAD_MATCHES = 1000;

/** The directory's search, as the queries use it: words, and facets from the most selective. */
export interface DirectoryFilters {
  words: string[];
  facets: BusinessFacet[];
}

/**
 * The words of a search text: letters and digits, lower-cased, at most
 * MAX_SEARCH_WORDS, each cut to 40 characters.
 */
export function searchWords(text: string | undefined): string[] {
  return (text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, 40));
}

/** The filters of a search: its words, and its non-blank facet values (state upper-cased) in FACET_ORDER. */
export function directoryFilters(query: {
  q?: string;
  industry?: string;
  certification?: string;
  serviceArea?: string;
  state?: string;
}): DirectoryFilters {
  const given: Record<BusinessFacet['facet'], string | undefined> = {
    state: query.state?.toUpperCase(),
    industry: query.industry,
    certification: query.certification,
    serviceArea: query.serviceArea,
  };
  const facets = FACET_ORDER.flatMap((facet) => {
    const value = given[facet]?.trim();
    return value === undefined || value === '' ? [] : [{ facet, value }];
  });
  return { words: searchWords(query.q), facets };
}

/**
 * The full-text expression of the words, every word required: a word of two
 * or more characters matches the start of an indexed word, a one-character
 * word only the whole word ('a' is not a search for everything that starts
 * with a). SQLite FTS5 syntax or a Postgres tsquery; words hold only letters
 * and digits, so the expression has no operators of its own.
 */
export function matchExpression(dialect: 'sqlite' | 'postgres', words: readonly string[]): string {
  if (dialect === 'postgres') return words.map((word) => (word.length > 1 ? `${word}:*` : word)).join(' & ');
  return words.map((word) => (word.length > 1 ? `"${word}"*` : `"${word}"`)).join(' ');
}

function facetIds(facet: BusinessFacet): RawBuilder<unknown> {
  return sql`select application_id from legend_application_facets where facet = ${facet.facet} and value = ${facet.value}`;
}

/**
 * ` and <id> in (...)` for each facet; `probe` puts a unary + before the
 * id so that SQLite checks membership in the facet's ids instead of
 * starting from them.
 */
function facetConditions(id: RawBuilder<unknown>, facets: readonly BusinessFacet[], probe: boolean): RawBuilder<unknown> {
  return sql.join(
    facets.map((facet) => sql` and ${probe ? sql`+` : sql``}${id} in (${facetIds(facet)})`),
    sql``,
  );
}

/**
 * SQLite with words: the ids of the FTS5 index's matches (it holds only
 * listed businesses, migration 0015), each checked against the facets'
 * ids. The index drives: FTS5 cannot look rows up by a list of ids cheaply.
 */
function sqliteTextMatches(filters: DirectoryFilters): RawBuilder<unknown> {
  return sql`select rowid as id from legend_applications_fts where legend_applications_fts match ${matchExpression('sqlite', filters.words)}${facetConditions(sql`rowid`, filters.facets, true)}`;
}

/**
 * The FROM and WHERE of a search over `legend_applications la`: listed
 * (spec §1: Approved only), the facets and the words. On SQLite `drive`
 * decides the starting point: 'matches' reads the matching ids first (the
 * text index, else the most selective facet; CROSS JOIN keeps that order)
 * and each business by id; 'order' walks the (listed, sort_name, id) index
 * and checks each entry against the matches (a unary + keeps SQLite from
 * starting there). Postgres plans by itself (partial GIN index, facet
 * statistics).
 */
export function matchSource(db: Kysely<Database>, filters: DirectoryFilters, drive: 'matches' | 'order'): RawBuilder<unknown> {
  const id = sql.ref('la.id');
  if (dialectName(db) === 'postgres') {
    const text =
      filters.words.length === 0
        ? sql``
        : sql` and la.search_vector @@ to_tsquery('simple', ${matchExpression('postgres', filters.words)})`;
    return sql`legend_applications la where la.listed = 1${facetConditions(id, filters.facets, false)}${text}`;
  }
  const [first, ...others] = filters.facets;
  const text = filters.words.length > 0;
  if (!text && first === undefined) return sql`legend_applications la where la.listed = 1`;
  if (drive === 'order') {
    const matches = text ? sql` and +${id} in (${sqliteTextMatches(filters)})` : facetConditions(id, filters.facets, true);
    return sql`legend_applications la where la.listed = 1${matches}`;
  }
  const ids = text
    ? sqliteTextMatches(filters)
    : sql`select application_id as id from legend_application_facets where facet = ${first?.facet} and value = ${first?.value}`;
  return sql`(${ids}) m cross join legend_applications la on la.id = m.id where la.listed = 1${text ? sql`` : facetConditions(id, others, true)}`;
}

/** The statement countMatches runs (its plan is under test). */
export function countQuery(db: Kysely<Database>, filters: DirectoryFilters): RawBuilder<{ total: number | string }> {
  if (dialectName(db) === 'sqlite' && filters.words.length > 0) return sql`select count(*) as total from (${sqliteTextMatches(filters)})`;
  return sql`select count(*) as total from ${matchSource(db, filters, 'matches')}`;
}

/**
 * The number of listed businesses a search matches. SQLite with words
 * counts in the text index alone; otherwise from the most selective filter
 * (or the listed index for no filter). Postgres with words and no filter
 * counts from the partial GIN index: its planner costs a tsvector match at one operator
 * cost, far below what it takes, and would match every row of a
 * sequential scan for a broad prefix ('an') instead (measured about three
 * times slower at 10,000 businesses), so sequential scans are off for
 * that one statement (SET LOCAL, in its own transaction).
 */
export async function countMatches(db: Kysely<Database>, filters: DirectoryFilters): Promise<number> {
  const query = countQuery(db, filters);
  const { rows } =
    dialectName(db) === 'postgres' && filters.words.length > 0 && filters.facets.length === 0
      ? await db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return query.execute(trx);
        })
      : await query.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * The ids of one page of matches (by company name, then id): `limit` rows
 * after `offset`, read from the matches when there are BROAD_MATCHES or
 * fewer of them (`total`), else in index order.
 */
export function pageIdsQuery(
  db: Kysely<Database>,
  filters: DirectoryFilters,
  total: number,
  limit: number,
  offset: number,
): RawBuilder<{ id: number }> {
  const drive = total > BROAD_MATCHES ? 'order' : 'matches';
  return sql<{ id: number }>`select la.id from ${matchSource(db, filters, drive)}
    order by la.sort_name, la.id limit ${limit} offset ${offset}`;
}
