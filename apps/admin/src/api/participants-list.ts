import type { ParticipantRow, ParticipantsListProgram, ParticipantsListResponse, ParticipantsQuery } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

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
 * The query string of a participants list request, e.g.
 * { eventYear: 2026, filterName: 'smith', page: 2 } → 'eventYear=2026&filterName=smith&page=2'.
 * Empty texts and empty lists are left out; searchFootballAreas is a comma list.
 */
export function participantsQueryString(query: ParticipantsListQuery): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | boolean | undefined) => {
    if (value === undefined || value === '') return;
    params.set(name, String(value));
  };
  put('eventYear', query.eventYear);
  put('filterName', query.filterName?.trim());
  put('fromDate', query.fromDate);
  put('toDate', query.toDate);
  put('country', query.country);
  put('state', query.state);
  put('eventTeam', query.eventTeam);
  if (query.searchFootballAreas && query.searchFootballAreas.length > 0) {
    put('searchFootballAreas', query.searchFootballAreas.join(','));
  }
  put('page', query.page);
  put('sort', query.sort);
  put('desc', query.desc);
  return params.toString();
}

/** Loads one page of a program's participants with filters and sort. Throws ApiError (404 unknown program). */
export function fetchParticipantsList(eventId: number, query: ParticipantsListQuery): Promise<ParticipantsListPage> {
  const search = participantsQueryString(query);
  return requestJson<ParticipantsListPage>(`/api/events/${eventId}/people${search ? `?${search}` : ''}`);
}
