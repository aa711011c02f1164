/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 201 body of POST /api/transactions/{reference}/payment ('Pay Now'): where the applicant pays. Each call opens a new checkout session (Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the local sandbox checkout) for the program fee read on the server. 409 problem when the registration is already Paid or not payable.
 */
export interface StartPaymentResponse {
  /**
   * The Stripe-hosted checkout page, or '/payment/sandbox?session={id}' for the local sandbox checkout.
   */
  checkoutUrl: string;
}
