import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countMatches, directoryFilters, pageIdsQuery } from './directory-match.ts';

/** Businesses per directory page. */
export const DIRECTORY_PAGE_SIZE = 20;

/** The directory's search and filters (absent or blank = none). */
export interface DirectoryQuery {
  /** Words to find in the company name, description, industries, certifications or city; each word of two or more characters matches as a prefix, a one-character word as a whole word. */
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

/** Listed businesses (Approved Legends Directory applications; spec §1), as `la`. */
function listedBusinesses(db: Kysely<Database>) {
  return db.selectFrom('legend_applications as la').where('la.listed', '=', 1);
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
 * by company name then id, with the number of matching businesses: two
 * statements, both index-driven (directory-match.ts: the text index or the
 * most selective filter first; broad matches page in index order), the
 * page's rows read by id. Nothing is cached: an approval or Out of Business
 * shows on the next search.
 */
export async function searchBusinessDirectory(db: Kysely<Database>, query: DirectoryQuery): Promise<DirectoryPage> {
  const filters = directoryFilters(query);
  const total = await countMatches(db, filters);
  const pageCount = Math.ceil(total / DIRECTORY_PAGE_SIZE);
  const page = Math.max(1, Math.floor(query.page ?? 1));
  if (total === 0 || page > pageCount) return { listings: [], total, page, pageCount };
  const pageIds = pageIdsQuery(db, filters, total, DIRECTORY_PAGE_SIZE, (page - 1) * DIRECTORY_PAGE_SIZE);
  const rows = await db
    .selectFrom('legend_applications as la')
    .select(listingColumns)
    .where(sql<SqlBool>`la.id in (${pageIds})`)
    .orderBy('la.sort_name')
    .orderBy('la.id')
    .execute();
  return { listings: rows.map(toListing), total, page, pageCount };
}

/** A listed business by id; null when there is none (unknown, or not Approved: Out of Business, Rejected, pending, removed). */
export async function findListedBusiness(db: Kysely<Database>, id: number): Promise<DirectoryListing | null> {
  const row = await listedBusinesses(db).select(listingColumns).where('la.id', '=', id).executeTakeFirst();
  return row === undefined ? null : toListing(row);
}

/** Every listed business's id, slug and last change, by id (the sitemap). */
export async function listedBusinessEntries(db: Kysely<Database>): Promise<{ id: number; slug: string; updatedAt: string }[]> {
  const rows = await listedBusinesses(db).select(['la.id', 'la.slug', 'la.updated_at']).orderBy('la.id').execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, updatedAt: row.updated_at }));
}
