/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of POST /api/payment-sessions/{id}/sandbox/complete: the payment is recorded exactly as a Stripe checkout.session.completed event records it (transaction, status Paid, status log, audit, email); the browser goes on to the payment complete page.
 */
export interface SandboxCompleteResponse {
  /**
   * '/payment-complete?registration={reference}&session={id}'.
   */
  redirectUrl: string;
}
