import slugify from '@sindresorhus/slugify';
import { indexedText } from '../../db/indexed-text.ts';

/** What a 'Please specify other:' entry of a multi-select starts with (spec §3 company fields). */
const OTHER_PREFIX = 'Other: ';

/**
 * The public business facts of a Legends Directory application, read from
 * its CompanyInformation answers (spec §3 company fields): only company
 * fields, never the Legend's personal contact data or birth date.
 * Multi-selects keep the chosen values in order ('Other: ...' as typed).
 */
export interface BusinessFacts {
  companyName: string | null;
  industries: string[];
  certifications: string[];
  /** Local, State, Regional, National or Worldwide (spec §9). */
  serviceArea: string | null;
  city: string | null;
  stateCode: string | null;
  country: string | null;
  website: string | null;
  companyPhone: string | null;
  companyEmail: string | null;
}

/** A directory filter value: facet and value as the filters compare them. */
export interface BusinessFacet {
  facet: 'industry' | 'certification' | 'serviceArea' | 'state';
  value: string;
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(answers: Record<string, unknown>, key: string): string | null {
  const value = answers[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function list(answers: Record<string, unknown>, key: string): string[] {
  const value = answers[key];
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').map((entry) => entry.trim());
}

/**
 * The business facts of a registration's answers (its `companyInformation`
 * answers object); every field null or empty when the form has none.
 */
export function businessFactsOf(answers: Record<string, unknown>): BusinessFacts {
  const company = objectOf(answers['companyInformation']);
  return {
    companyName: text(company, 'companyName'),
    industries: list(company, 'businessIndustryList'),
    certifications: list(company, 'businessCertifications'),
    serviceArea: text(company, 'businessDirectoryServiceArea'),
    city: text(company, 'city'),
    stateCode: text(company, 'stateCode'),
    country: text(company, 'country'),
    website: text(company, 'companyWebsite'),
    companyPhone: text(company, 'companyPhone'),
    companyEmail: text(company, 'companyEmailAddress'),
  };
}

/** The fixed-list value of a multi-select entry: 'Other: Space tourism' → 'Other'. */
export function choiceValueOf(entry: string): string {
  return entry.startsWith(OTHER_PREFIX) ? 'Other' : entry;
}

/** What an entry reads as: 'Other: Space tourism' → 'Space tourism'; others unchanged. */
export function choiceLabelOf(entry: string): string {
  return entry.startsWith(OTHER_PREFIX) ? entry.slice(OTHER_PREFIX.length) : entry;
}

/**
 * The directory filter values of a business, each once: its industries and
 * certifications (fixed-list values, 'Other' for typed ones), service area
 * and state code (upper-cased).
 */
export function businessFacetsOf(facts: BusinessFacts): BusinessFacet[] {
  const facets: BusinessFacet[] = [
    ...facts.industries.map((entry) => ({ facet: 'industry' as const, value: choiceValueOf(entry) })),
    ...facts.certifications.map((entry) => ({ facet: 'certification' as const, value: choiceValueOf(entry) })),
  ];
  if (facts.serviceArea !== null) facets.push({ facet: 'serviceArea', value: facts.serviceArea });
  if (facts.stateCode !== null) facets.push({ facet: 'state', value: facts.stateCode.toUpperCase() });
  const seen = new Set<string>();
  return facets.filter((facet) => {
    const key = `${facet.facet}\u0000${facet.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The URL segment of a business page: the company name in lower-case ASCII words ('Café Ñandú LLC' → 'cafe-nandu-llc'), 'business' when empty. */
export function businessSlugOf(companyName: string | null): string {
  const slug = slugify(companyName ?? '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'business' : slug;
}

/** The legend_applications columns of a set of business facts (besides ids, description and timestamps); company and sort names keep their first 256 characters (indexedText). */
export function businessColumnsOf(facts: BusinessFacts) {
  return {
    company_name: indexedText(facts.companyName),
    sort_name: indexedText((facts.companyName ?? '').toLowerCase()),
    slug: businessSlugOf(facts.companyName),
    industries_json: JSON.stringify(facts.industries),
    certifications_json: JSON.stringify(facts.certifications),
    service_area: facts.serviceArea,
    city: facts.city,
    state_code: facts.stateCode,
    country: facts.country,
    website: facts.website,
    company_phone: facts.companyPhone,
    company_email: facts.companyEmail,
  };
}
