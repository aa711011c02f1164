/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/legends (the Legends list): every parameter optional, 'NP' means no filter; filters combine with AND.
 */
export interface LegendsQuery {
  /**
   * Case-insensitive 'contains' on the Legend's 'first last' name, email and the company names of their applications.
   */
  search?: string;
  /**
   * State code of the Legend or of one of their companies (e.g. 'TX', case-insensitive).
   */
  state?: string;
  page?: number;
}
