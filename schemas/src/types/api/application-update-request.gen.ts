/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of PUT /api/applications/{applicationId}: what staff write on an application, the business description the public business directory shows (plain text, null or empty removes it). The answers themselves are edited through PUT /api/events/{eventId}/responses/{personId}.
 */
export interface ApplicationUpdateRequest {
  businessDescription: string | null;
}
