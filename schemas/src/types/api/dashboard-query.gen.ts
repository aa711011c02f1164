/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/admin/dashboard. Without eventYear (or with 'NP') every league year counts.
 */
export interface DashboardQuery {
  /**
   * League year (its start year) of the registrations counted.
   */
  eventYear?: number;
}
