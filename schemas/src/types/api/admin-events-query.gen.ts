/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Query string of GET /api/admin/events. scope 'picker' is the program picker (hides the legends-directory and football-ops-submission programs, spec §2); 'forms' (the default) is the forms list.
 */
export interface AdminEventsQuery {
  scope?: 'picker' | 'forms';
}
