/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/admin/search (the top navbar search box, spec §2): the keyword.
 */
export interface AdminSearchQuery {
  /**
   * Keyword: case-insensitive contains on program names and on participant name, email and company.
   */
  q: string;
}
