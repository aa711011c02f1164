/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 202 body of POST /api/admin/events/{eventId}/send-test-email: the test email was queued in the outbox with the program's saved text.
 */
export interface TestEmailResponse {
  emailAddress: string;
  /**
   * The email field (spec §3, spelt as the spec spells it).
   */
  messageType: 'submissionConfirmatiomEmail' | 'acceptanceEmail' | 'denyEmail';
  /**
   * Subject of the queued email, starting with '[TEST] '.
   */
  subject: string;
}
