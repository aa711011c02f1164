/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of POST /api/stripe/webhook: the signed Stripe event is acknowledged (Stripe stops redelivering it). duplicate is true when the event had already been applied, in which case nothing changed.
 */
export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
}
