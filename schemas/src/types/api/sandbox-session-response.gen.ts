/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/payment-sessions/{id}/sandbox: the local sandbox checkout session the sandbox page shows (only without STRIPE_SECRET_KEY; 404 problem otherwise).
 */
export interface SandboxSessionResponse {
  /**
   * The sandbox session id (the 'session' parameter of the sandbox checkoutUrl).
   */
  sessionId: string;
  eventName: string;
  /**
   * What the session charges, in cents.
   */
  amountCents: number;
  /**
   * open: waiting for a card; complete: paid.
   */
  status: 'open' | 'complete' | 'expired' | 'failed';
}
