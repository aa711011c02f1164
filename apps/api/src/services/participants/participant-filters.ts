import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect-name.ts';

/** The country whose participants the Legends list filters by US state too (spec §2). */
export const UNITED_STATES = 'United States of America';

/**
 * Filters of the participants list beyond the program and league year (spec §2,
 * §3 "Filters"); absent, null or blank = no filter ('NP' never reaches here).
 * Dates are 'YYYY-MM-DD' UTC days, both ends inclusive.
 */
export interface ParticipantFilters {
  /** Case-insensitive contains on 'first last', email and company name. */
  filterName?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
  /** The country as stored (values of the fixed country list, spec §9). */
  country?: string | null;
  /** US state code (upper-cased); applies only when `country` is 'United States of America'. */
  state?: string | null;
  /** A club name among the registration's teams (case-insensitive). */
  eventTeam?: string | null;
  /** Football areas, a list or comma-separated text; any chosen area matches. */
  searchFootballAreas?: readonly string[] | string | null;
}

/**
 * The SQL conditions of the filters that are set, to AND together (empty
 * list: no filter). The same rows on SQLite and Postgres: LIKE with an
 * explicit escape character on lower-cased text; `dialect` only picks how the
 * name filter reaches its index (nameFilter).
 */
export function participantFilterConditions(filters: ParticipantFilters, dialect: DialectName = 'postgres'): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const term = present(filters.filterName);
  if (term !== null) conditions.push(nameFilter(term, dialect));
  const from = present(filters.fromDate);
  if (from !== null) conditions.push(sql<SqlBool>`submitted_at >= ${`${from}T00:00:00.000Z`}`);
  const to = present(filters.toDate);
  if (to !== null) conditions.push(sql<SqlBool>`submitted_at <= ${`${to}T23:59:59.999Z`}`);
  const country = present(filters.country);
  if (country !== null) conditions.push(sql<SqlBool>`country = ${country}`);
  const state = present(filters.state);
  if (state !== null && country === UNITED_STATES) conditions.push(sql<SqlBool>`state_code = ${state.toUpperCase()}`);
  const team = present(filters.eventTeam);
  if (team !== null) conditions.push(teamFilter(team));
  const areas = footballAreaList(filters.searchFootballAreas);
  if (areas.length > 0) conditions.push(footballAreasFilter(areas));
  return conditions;
}

/** Shortest term the trigram index of the name filter can look up (FTS5 trigram, pg_trgm). */
export const INDEXED_TERM_LENGTH = 3;

/**
 * Case-insensitive "contains" on the applicant name (search_name, stored
 * lower-cased), email and company name; LIKE wildcards in the term match
 * literally. On Postgres the pg_trgm indexes of migration 0005 serve it; on
 * SQLite a term of INDEXED_TERM_LENGTH or more characters first narrows to the
 * matches of the FTS5 trigram index of migration 0019 (case folded, so a
 * superset), which the LIKE then re-checks: the same rows as without the index.
 */
export function nameFilter(term: string, dialect: DialectName = 'postgres'): Expression<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const contains = sql<SqlBool>`(search_name like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\' or lower(company_name) like ${pattern} escape '\\')`;
  if (dialect === 'postgres' || [...term].length < INDEXED_TERM_LENGTH) return contains;
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return sql<SqlBool>`(id in (select rowid from registrations_name_fts where registrations_name_fts match ${phrase}) and ${contains})`;
}

/** Whether the name filter of `filters` is looked up through a trigram index (a term of INDEXED_TERM_LENGTH or more). */
export function hasIndexedNameTerm(filters: ParticipantFilters): boolean {
  const term = present(filters.filterName);
  return term !== null && [...term].length >= INDEXED_TERM_LENGTH;
}

/** The club name is one of the ', '-joined registrations.teams entries. */
function teamFilter(team: string): Expression<SqlBool> {
  const pattern = `%, ${escapeLike(team.toLowerCase())}, %`;
  return sql<SqlBool>`lower(', ' || teams || ', ') like ${pattern} escape '\\'`;
}

/**
 * Any of the areas is in the JSON list registrations.football_areas, as the
 * exact entry or as its '{area}: ...' form (the 'Other: ...' free text).
 */
function footballAreasFilter(areas: readonly string[]): Expression<SqlBool> {
  const patterns = areas.flatMap((area) => {
    const quoted = escapeLike(JSON.stringify(area.toLowerCase()));
    return [`%${quoted}%`, `%${quoted.slice(0, -1)}: %`];
  });
  const matches = patterns.map((pattern) => sql`lower(football_areas) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** Areas from a list or comma-separated text, trimmed, blanks dropped. */
export function footballAreaList(value: readonly string[] | string | null | undefined): string[] {
  if (value === undefined || value === null) return [];
  const entries = typeof value === 'string' ? value.split(',') : value;
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
