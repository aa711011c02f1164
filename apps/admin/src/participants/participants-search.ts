import { countries, footballAreas, nflClubs, programYears, unitedStatesOfAmerica, usStates } from '@huddle/schemas/reference';
import type { ParticipantSort, ParticipantsListQuery } from '../api/participants-list.ts';
import type { ParticipantsListVariant } from './list-variant.ts';

/** 'League Fiscal Year' filter value 'All' (every year); an absent year is 'SELECT' (none chosen yet). */
export const ALL_YEARS = 'all';
/** Country and state filter value 'All' (no filter). */
export const ALL = 'all';

/**
 * The participants list's URL query (/app/{area}/programs/{id}/participants?...):
 * the applied filters, the sort and the 1-based page. Names follow the API's
 * query (spec §3 filters). Absent means: eventYear 'SELECT', country 'United
 * States of America' (spec: default country), anything else no filter;
 * sort absent is application date, newest first.
 */
export interface ParticipantsSearch {
  page?: number;
  eventYear?: number | typeof ALL_YEARS;
  filterName?: string;
  fromDate?: string;
  toDate?: string;
  country?: string;
  state?: string;
  eventTeam?: string;
  footballAreas?: string[];
  sort?: ParticipantSort;
  desc?: boolean;
}

const sorts: readonly ParticipantSort[] = ['applicationDate', 'companyName', 'applicantName', 'state'];
const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function text(value: unknown, max = 100): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const candidate = text(value, 200);
  return candidate !== undefined && (allowed as readonly string[]).includes(candidate) ? (candidate as T) : undefined;
}

function year(value: unknown): number | typeof ALL_YEARS | undefined {
  if (value === ALL_YEARS) return ALL_YEARS;
  const number = Number(value);
  return programYears.some((entry) => entry.value === number) ? number : undefined;
}

function areas(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const known = footballAreas.filter((area) => list.some((entry) => text(entry) === area));
  return known.length > 0 ? known : undefined;
}

/**
 * Reads the list's URL query, keeping only valid values (unknown years, clubs,
 * states, countries, areas or malformed dates are dropped), e.g.
 * { eventYear: '2026', filterName: ' smith ', page: '2' } → { eventYear: 2026, filterName: 'smith', page: 2 }.
 */
export function validateParticipantsSearch(search: Record<string, unknown>): ParticipantsSearch {
  const page = Number(search.page);
  const fromDate = text(search.fromDate);
  const toDate = text(search.toDate);
  const result: ParticipantsSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    eventYear: year(search.eventYear),
    filterName: text(search.filterName),
    fromDate: fromDate && isoDate.test(fromDate) ? fromDate : undefined,
    toDate: toDate && isoDate.test(toDate) ? toDate : undefined,
    country:
      search.country === ALL
        ? ALL
        : oneOf(
            search.country,
            countries.map((country) => country.name),
          ),
    state:
      search.state === ALL
        ? ALL
        : oneOf(
            search.state,
            usStates.map((state) => state.code),
          ),
    eventTeam: oneOf(
      search.eventTeam,
      nflClubs.map((club) => club.clubName),
    ),
    footballAreas: areas(search.footballAreas),
    sort: oneOf(search.sort, sorts),
    desc: search.desc === true || search.desc === 'true' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as ParticipantsSearch;
}

/**
 * spec §5 lists: the name search (its field, Search and 'Clear Search') is
 * disabled until a league year is chosen ('All' or a year), except in Legends
 * lists, which have no year filter.
 */
export function isNameSearchEnabled(variant: ParticipantsListVariant, eventYear: ParticipantsSearch['eventYear']): boolean {
  return !variant.yearFilter || eventYear !== undefined;
}

/** The Legends country filter's value: the chosen country, 'United States of America' when none (spec default). */
export function legendsCountry(search: ParticipantsSearch): string {
  return search.country ?? unitedStatesOfAmerica;
}

/** spec §2: the US state filter shows in Legends lists when the country is 'United States of America'. */
export function showsStateFilter(variant: ParticipantsListVariant, country: string): boolean {
  return variant.countryFilter && country === unitedStatesOfAmerica;
}

/**
 * The API query for the URL query and list variant: only the filters the
 * variant offers; the name only when the name search is enabled; the state
 * only when the state filter shows; 'All' and 'SELECT' become no filter.
 */
export function participantsListQuery(search: ParticipantsSearch, variant: ParticipantsListVariant): ParticipantsListQuery {
  const query: ParticipantsListQuery = { page: search.page ?? 1 };
  if (variant.yearFilter && typeof search.eventYear === 'number') query.eventYear = search.eventYear;
  if (isNameSearchEnabled(variant, search.eventYear) && search.filterName) query.filterName = search.filterName;
  if (variant.dateFilter) {
    query.fromDate = search.fromDate;
    query.toDate = search.toDate;
  }
  if (variant.countryFilter) {
    const country = legendsCountry(search);
    if (country !== ALL) query.country = country;
    if (showsStateFilter(variant, country) && search.state && search.state !== ALL) query.state = search.state;
  }
  if (variant.teamFilter && search.eventTeam) query.eventTeam = search.eventTeam;
  if (variant.footballAreasFilter && search.footballAreas) query.searchFootballAreas = search.footballAreas;
  if (search.sort) {
    query.sort = search.sort;
    query.desc = search.desc ?? false;
  }
  return query;
}
