/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of PUT /api/events/{eventId}/responses/{personId} (spec §2 participant edit, permission participants.edit): the participant's edited answers and the form version they were edited under (any version of this program). The answers are validated against that version like a submission: 422 problem 'Invalid answers' naming each field, nothing changed.
 */
export interface EditResponseRequest {
  formVersionId: number;
  /**
   * Answers keyed by component key, as described by the form version's jsonSchema.
   */
  answers: {};
}
