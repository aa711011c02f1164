/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/applications (spec §7 legend applications, spec §3 filters: country, state, filterName, fromDate, toDate); every parameter optional, 'NP' means no filter; newest first.
 */
export interface ApplicationsQuery {
  /**
   * Applications submitted on or after this UTC day.
   */
  fromDate?: string;
  /**
   * Applications submitted on or before this UTC day.
   */
  toDate?: string;
  /**
   * Case-insensitive 'contains' on the applicant's name and the company name.
   */
  filterName?: string;
  /**
   * Company country as stored, e.g. 'United States of America'.
   */
  country?: string;
  /**
   * Company state code (case-insensitive).
   */
  state?: string;
  /**
   * Registration status code.
   */
  status?: 1 | 2 | 3 | 8 | 11;
  page?: number;
}
