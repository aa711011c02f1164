/**
 * Bodies of the public payment API (no session). Amounts: `programFee` in
 * dollars, `amountCents` in integer cents; the server computes both from the
 * program (the client never sends an amount).
 */

/**
 * A registration as the payment pages read it (GET /api/transactions/{reference}).
 * Dates are 'YYYY-MM-DD' or null; `status` is the spec §3 registration status code
 * (Paid 4), `paid` whether it is Paid.
 */
export interface PaymentRegistration {
  registrationReference: string;
  eventId: number;
  eventName: string;
  applicantName: string;
  startDate: string | null;
  endDate: string | null;
  /** Program fee in dollars, e.g. 250. */
  programFee: number;
  status: number;
  statusName: string;
  paid: boolean;
}

/** 201 answer of POST /api/transactions/{reference}/payment: where the card is entered (Stripe or the local sandbox). */
export interface PaymentStart {
  checkoutUrl: string;
}

/** A local sandbox checkout session (GET /api/payment-sessions/{id}/sandbox). */
export interface SandboxSession {
  sessionId: string;
  eventName: string;
  amountCents: number;
  status: 'open' | 'complete' | 'expired' | 'failed';
}

/** 200 answer of POST /api/payment-sessions/{id}/sandbox/complete: where the browser goes next. */
export interface SandboxCompletion {
  redirectUrl: string;
}
