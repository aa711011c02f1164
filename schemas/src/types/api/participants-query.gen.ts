/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/events/{eventId}/people (spec §2 participants list, spec §3 filters). Values arrive as text: validate with type coercion. Every parameter is optional; the spec's 'NP' placeholder means no filter and is dropped before validation. Filters combine with AND. Without sort the list is by application date, newest first.
 */
export interface ParticipantsQuery {
  /**
   * 'League Fiscal Year' filter: start year of the league year.
   */
  eventYear?: number;
  /**
   * Name search: case-insensitive 'contains' on the applicant's 'first last' name, email and company name.
   */
  filterName?: string;
  /**
   * Legends 'From' date (YYYY-MM-DD, UTC day): applications submitted on or after it.
   */
  fromDate?: string;
  /**
   * Legends 'To' date (YYYY-MM-DD, UTC day): applications submitted on or before it.
   */
  toDate?: string;
  /**
   * Legends country filter: the country as stored (fixed country list, spec §9), e.g. 'United States of America'.
   */
  country?: string;
  /**
   * Legends US state code filter (e.g. 'TX', case-insensitive); applies only together with country 'United States of America' (spec §2).
   */
  state?: string;
  /**
   * Resume programs' Team Filter: a club name (case-insensitive) among the registration's teams.
   */
  eventTeam?: string;
  /**
   * Football ops: comma-separated football areas (spec §9); a registration matches when it chose any of them ('Other' also matches 'Other: ...' entries).
   */
  searchFootballAreas?: string;
  page?: number;
  /**
   * Sort column (spec §2 sort options).
   */
  sort?: 'applicationDate' | 'companyName' | 'applicantName' | 'state';
  /**
   * Descending. When sort is absent the order is applicationDate descending.
   */
  desc?: boolean;
}
