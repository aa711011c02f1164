import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dialectName } from '../../db/dialect-name.ts';
import type { BusinessFacet } from './business-facts.ts';

/** Businesses per directory page. */
export const DIRECTORY_PAGE_SIZE = 20;
/** At most this many words of the search text are used. */
const MAX_SEARCH_WORDS = 8;

/** The directory's search and filters (absent or blank = none). */
export interface DirectoryQuery {
  /** Words to find in the company name, description, industries, certifications or city; each word matches as a prefix. */
  q?: string;
  industry?: string;
  certification?: string;
  serviceArea?: string;
  /** US state code (case-insensitive). */
  state?: string;
  /** 1-based. */
  page?: number;
}

/** One listed business: public company fields only (never the Legend's personal data). */
export interface DirectoryListing {
  id: number;
  slug: string;
  companyName: string;
  description: string | null;
  industries: string[];
  certifications: string[];
  serviceArea: string | null;
  city: string | null;
  stateCode: string | null;
  country: string | null;
  website: string | null;
  companyPhone: string | null;
  companyEmail: string | null;
  updatedAt: string;
}

/** One page of listed businesses, by company name. */
export interface DirectoryPage {
  listings: DirectoryListing[];
  total: number;
  page: number;
  pageCount: number;
}

type Tables = Database & { la: Database['legend_applications'] };

/** The words of a search text: letters and digits, lower-cased, at most MAX_SEARCH_WORDS. */
export function searchWords(text: string | undefined): string[] {
  return (text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, 40));
}

/**
 * The text condition on the dialect's full-text index (migration
 * business-search-index.ts): every word must start a word of the indexed
 * columns. Words hold only letters and digits, so the match expression has
 * no operators of its own; it is still sent as a bound parameter.
 */
function textCondition(db: Kysely<Database>, words: readonly string[]): Expression<SqlBool> {
  if (dialectName(db) === 'postgres') {
    return sql<SqlBool>`la.search_vector @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
  }
  return sql<SqlBool>`la.id in (select rowid from legend_applications_fts where legend_applications_fts match ${words.map((word) => `"${word}"*`).join(' ')})`;
}

function facetCondition(eb: ExpressionBuilder<Tables, 'la'>, facet: BusinessFacet): Expression<SqlBool> {
  return eb(
    'la.id',
    'in',
    eb.selectFrom('legend_application_facets').select('application_id').where('facet', '=', facet.facet).where('value', '=', facet.value),
  );
}

/**
 * The listed businesses: Legends Directory applications whose registration
 * is Approved and not removed (legend_applications.listed, kept by a trigger
 * on registrations; spec §1: Out of Business, Rejected and pending ones
 * never show). Filters by exact facet values and the search words.
 */
function listedBusinesses(db: Kysely<Database>, query: DirectoryQuery) {
  const words = searchWords(query.q);
  const facets: BusinessFacet[] = [];
  const add = (facet: BusinessFacet['facet'], value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') facets.push({ facet, value: value.trim() });
  };
  add('industry', query.industry);
  add('certification', query.certification);
  add('serviceArea', query.serviceArea);
  add('state', query.state?.toUpperCase());
  return db
    .selectFrom('legend_applications as la')
    .where('la.listed', '=', 1)
    .where((eb) => eb.and([...facets.map((facet) => facetCondition(eb, facet)), ...(words.length > 0 ? [textCondition(db, words)] : [])]));
}

const listingColumns = [
  'la.id',
  'la.slug',
  'la.company_name',
  'la.business_description',
  'la.industries_json',
  'la.certifications_json',
  'la.service_area',
  'la.city',
  'la.state_code',
  'la.country',
  'la.website',
  'la.company_phone',
  'la.company_email',
  'la.updated_at',
] as const;

function toListing(row: {
  id: number;
  slug: string;
  company_name: string | null;
  business_description: string | null;
  industries_json: string;
  certifications_json: string;
  service_area: string | null;
  city: string | null;
  state_code: string | null;
  country: string | null;
  website: string | null;
  company_phone: string | null;
  company_email: string | null;
  updated_at: string;
}): DirectoryListing {
  return {
    id: row.id,
    slug: row.slug,
    companyName: row.company_name ?? '',
    description: row.business_description,
    industries: JSON.parse(row.industries_json) as string[],
    certifications: JSON.parse(row.certifications_json) as string[],
    serviceArea: row.service_area,
    city: row.city,
    stateCode: row.state_code,
    country: row.country,
    website: row.website,
    companyPhone: row.company_phone,
    companyEmail: row.company_email,
    updatedAt: row.updated_at,
  };
}

/**
 * One page of the public business directory (DIRECTORY_PAGE_SIZE per page),
 * by company name then id, with the number of matching businesses. Index
 * backed: the full-text index for the words, the facets' primary key for
 * the filters, the (listed, sort_name, id) index for the count and the order.
 */
export async function searchBusinessDirectory(db: Kysely<Database>, query: DirectoryQuery): Promise<DirectoryPage> {
  const base = listedBusinesses(db, query);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pageCount = Math.ceil(total / DIRECTORY_PAGE_SIZE);
  const page = Math.max(1, Math.floor(query.page ?? 1));
  // The page's ids come from the (listed, sort_name, id) index alone; only those rows are read.
  const pageIds = base
    .select('la.id')
    .orderBy('la.sort_name')
    .orderBy('la.id')
    .limit(DIRECTORY_PAGE_SIZE)
    .offset((page - 1) * DIRECTORY_PAGE_SIZE);
  const rows = await db
    .selectFrom('legend_applications as la')
    .select(listingColumns)
    .where('la.id', 'in', pageIds)
    .orderBy('la.sort_name')
    .orderBy('la.id')
    .execute();
  return { listings: rows.map(toListing), total, page, pageCount };
}

/** A listed business by id; null when there is none (unknown, or not Approved: Out of Business, Rejected, pending, removed). */
export async function findListedBusiness(db: Kysely<Database>, id: number): Promise<DirectoryListing | null> {
  const row = await listedBusinesses(db, {}).select(listingColumns).where('la.id', '=', id).executeTakeFirst();
  return row === undefined ? null : toListing(row);
}

/** Every listed business's id, slug and last change, by id (the sitemap). */
export async function listedBusinessEntries(db: Kysely<Database>): Promise<{ id: number; slug: string; updatedAt: string }[]> {
  const rows = await listedBusinesses(db, {}).select(['la.id', 'la.slug', 'la.updated_at']).orderBy('la.id').execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, updatedAt: row.updated_at }));
}
