import type { SortingState } from '@tanstack/react-table';
import { columnSort, sortColumn, type ParticipantColumnId } from './participant-columns.ts';
import type { ParticipantsSearch } from './participants-search.ts';

/** spec §2 default order: application date, newest first, as table sorting state. */
export const defaultSorting: SortingState = [{ id: 'submittedOn', desc: true }];

/** The table sorting state of the URL query: its sort's column, or the default order. */
export function sortingOf(search: ParticipantsSearch): SortingState {
  return search.sort ? [{ id: sortColumn(search.sort), desc: search.desc === true }] : defaultSorting;
}

/** Drops the undefined entries, so the URL only names what is set. */
export function cleanSearch(search: ParticipantsSearch): ParticipantsSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as ParticipantsSearch;
}

/**
 * The URL query after a filter change: the change applied, back to page 1
 * (a new filter starts over), e.g. ({ page: 3, eventYear: 2025 }, { eventYear: 2026 }) → { eventYear: 2026 }.
 */
export function withFilters(search: ParticipantsSearch, change: Partial<ParticipantsSearch>): ParticipantsSearch {
  return cleanSearch({ ...search, ...change, page: undefined });
}

/**
 * The URL query after a sort change: the first sorted column's server sort and
 * direction, back to page 1; the default order (application date, newest
 * first) leaves sort and desc out.
 */
export function withSorting(search: ParticipantsSearch, sorting: SortingState): ParticipantsSearch {
  const first = sorting[0];
  const sort = first ? columnSort[first.id as ParticipantColumnId | 'name'] : undefined;
  if (!first || !sort || (sort === 'applicationDate' && first.desc)) {
    return cleanSearch({ ...search, sort: undefined, desc: undefined, page: undefined });
  }
  return cleanSearch({ ...search, sort, desc: first.desc || undefined, page: undefined });
}
