/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/admin/events/{eventId}/send-test-email (spec §3 Test message, spec §5 'Send Test Message'): the address to send to and which program email (the settings field holding it).
 */
export interface TestEmailRequest {
  emailAddress: string;
  /**
   * The email field (spec §3, spelt as the spec spells it).
   */
  messageType: 'submissionConfirmatiomEmail' | 'acceptanceEmail' | 'denyEmail';
}
