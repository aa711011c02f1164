/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/payment-sessions/{id}/sandbox/complete: the test card typed in the sandbox checkout. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (402 problem 'Your card was declined.'). Spaces and hyphens are ignored; any other number is a 422 problem naming cardNumber.
 */
export interface SandboxCompleteRequest {
  /**
   * Digits, optionally grouped with spaces or hyphens.
   */
  cardNumber: string;
}
