/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/events/{eventId}/people (spec §2 participants list, spec §3 filters). Values arrive as text: validate with type coercion. Every parameter is optional; the spec's 'NP' placeholder means no filter and is dropped before validation. Without sort the list is by application date, newest first.
 */
export interface ParticipantsQuery {
  /**
   * 'League Fiscal Year' filter: start year of the league year.
   */
  eventYear?: number;
  /**
   * Name search: matches the applicant's first and last name (case-insensitive, contains).
   */
  filterName?: string;
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
