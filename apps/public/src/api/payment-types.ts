import type { PaymentSummaryResponse, SandboxCompleteResponse, SandboxSessionResponse, StartPaymentResponse } from '@huddle/schemas';

/**
 * Bodies of the public payment API (no session), as generated from schemas/api.
 * Amounts: `programFee` in dollars, `amountCents` in integer cents; the server
 * computes both from the program (the client never sends an amount).
 */

/**
 * A registration as the payment pages read it (GET /api/transactions/{reference}):
 * event, applicant name, program dates ('YYYY-MM-DD' or null), fee in dollars,
 * status code and name, and whether it is Paid.
 */
export type PaymentRegistration = PaymentSummaryResponse;

/** 201 answer of POST /api/transactions/{reference}/payment: where the card is entered (Stripe or the local sandbox). */
export type PaymentStart = StartPaymentResponse;

/** A local sandbox checkout session (GET /api/payment-sessions/{id}/sandbox). */
export type SandboxSession = SandboxSessionResponse;

/** 200 answer of POST /api/payment-sessions/{id}/sandbox/complete: where the browser goes next. */
export type SandboxCompletion = SandboxCompleteResponse;
