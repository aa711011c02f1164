/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 202 body of POST /api/events/{eventId}/participants/{personId}/resend-confirmation ('Resend Approval Email', spec §2 participant detail): the acceptance email is queued again in the outbox. 409 problem unless the program requires acceptance and the registration is Approved (2); 403 problem without participants.decide.
 */
export interface ResendConfirmationResponse {
  /**
   * The acceptance email is in the outbox.
   */
  queued: true;
}
