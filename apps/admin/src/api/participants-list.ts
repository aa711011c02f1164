import type { ParticipantRow, ParticipantsListProgram, ParticipantsListResponse, ParticipantsQuery } from '@huddle/schemas';
import { responseData } from '@huddle/api-client';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/**
 * One participants list row: the base columns plus 'Approved By', 'Playing
 * History', the teams (comma list of club names) and the football areas.
 */
export type ParticipantListRow = ParticipantRow;

/** The program of a participants list (family, fixed role, acceptance and fee facts the list variants read). */
export type { ParticipantsListProgram };

/**
 * One page of GET /api/events/{eventId}/people: rows, the filtered total, the
 * program's 'Total Submissions' / 'Total Approved', the 1-based page, the page
 * size and the page count the server's paging rule gives (spec §2: 10 rows a
 * page, or ceil(rows/10) rows a page at 100 rows or more).
 */
export type ParticipantsListPage = ParticipantsListResponse;

/** spec §2 sort options of the participants list. */
export type ParticipantSort = NonNullable<ParticipantsQuery['sort']>;

/**
 * Query of the participants list (spec §3 filters; back office contract). Absent
 * fields are no filter (the API's 'NP'). Dates are 'YYYY-MM-DD'; state is a US
 * state code; eventTeam a club name; searchFootballAreas the chosen areas.
 */
export type ParticipantsListQuery = Omit<ParticipantsQuery, 'searchFootballAreas'> & {
  searchFootballAreas?: readonly string[];
};

/**
 * The query parameters of a participants list request, e.g.
 * { eventYear: 2026, filterName: ' smith ', country: '', page: 2 } → { eventYear: 2026, filterName: 'smith', page: 2 }.
 * Empty texts and empty lists are left out; searchFootballAreas is a comma list.
 */
export function participantsQueryParams(query: ParticipantsListQuery): ParticipantsQuery {
  const params: Record<string, string | number | boolean> = {};
  const put = (name: keyof ParticipantsQuery, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') params[name] = value;
  };
  put('eventYear', query.eventYear);
  put('filterName', query.filterName?.trim());
  put('fromDate', query.fromDate);
  put('toDate', query.toDate);
  put('country', query.country);
  put('state', query.state);
  put('eventTeam', query.eventTeam);
  if (query.searchFootballAreas && query.searchFootballAreas.length > 0) put('searchFootballAreas', query.searchFootballAreas.join(','));
  put('page', query.page);
  put('sort', query.sort);
  put('desc', query.desc);
  return params as unknown as ParticipantsQuery;
}

/**
 * One page of a program's participants with filters and sort
 * (GET /api/events/{eventId}/people). Rejects with ApiError (404 unknown program).
 */
export const participantsListPageQuery = (eventId: number, query: ParticipantsListQuery) =>
  queryOptions({
    queryKey: ['/api/events/{eventId}/people', { eventId, ...participantsQueryParams(query) }] as const,
    queryFn: ({ signal }): Promise<ParticipantsListPage> =>
      responseData(
        adminApi.GET('/api/events/{eventId}/people', { params: { path: { eventId }, query: participantsQueryParams(query) }, signal }),
      ),
  });
