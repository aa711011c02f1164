import type { PaymentProviderName } from '../../db/database.ts';

/** What a checkout session charges and where the applicant comes back to. */
export interface CheckoutRequest {
  registrationId: number;
  paymentReference: string;
  /** Program fee in cents (read from the program on the server). */
  amountCents: number;
  /** Line item name, e.g. 'Coaches Academy program fee'. */
  description: string;
  /** Applicant email, prefilled on the checkout page when known. */
  customerEmail: string | null;
  /** Absolute URLs; successUrl contains Stripe's literal {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** Idempotency key of this attempt (one per POST .../payment). */
  idempotencyKey: string;
}

/** A created checkout session. */
export interface CheckoutSession {
  /** Stripe 'cs_...' id or the sandbox session id. */
  sessionId: string;
  /** Where the applicant pays. */
  checkoutUrl: string;
}

/** A refund or a cancellation as the provider answered it. */
export interface ProviderReversal {
  /** Refund id ('re_...') or the cancelled PaymentIntent id. */
  id: string;
  /** Provider status, e.g. 'succeeded', 'pending', 'canceled'. */
  status: string;
  amountCents: number;
}

/** Whether a payment can still be voided: only while authorized and not captured. */
export type CaptureState = 'uncaptured' | 'captured' | 'other';

/**
 * The payment provider behind program fees: Stripe (StripePaymentProvider)
 * or the local sandbox checkout (SandboxPaymentProvider). Errors: Stripe SDK
 * errors from the Stripe provider (see providerProblem).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Refunds a captured payment in full; the idempotency key makes a retry return the same refund. */
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderReversal>;
  /** Whether the payment is authorized but not captured yet (voidable). */
  captureState(paymentIntentId: string): Promise<CaptureState>;
  /** Cancels an uncaptured payment (void); the idempotency key makes a retry harmless. */
  cancel(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderReversal>;
}
