import type { PaymentRegistration, PaymentStart, SandboxCompletion, SandboxSession } from './payment-types.ts';
import { requestJson } from './request-json.ts';

/**
 * Loads the registration a payment link points at (GET /api/transactions/{reference};
 * the reference is the registration's unguessable payment reference).
 * Throws ApiError (404 for an unknown reference) or NetworkError.
 */
export function getPaymentRegistration(reference: string, signal?: AbortSignal): Promise<PaymentRegistration> {
  return requestJson<PaymentRegistration>(`/api/transactions/${encodeURIComponent(reference)}`, { signal });
}

/**
 * Opens a checkout session for the registration's program fee (POST
 * /api/transactions/{reference}/payment) and answers its checkout address.
 * Throws ApiError: 409 when already Paid or not payable, 404 for an unknown reference.
 */
export function startPayment(reference: string): Promise<PaymentStart> {
  return requestJson<PaymentStart>(`/api/transactions/${encodeURIComponent(reference)}/payment`, { method: 'POST' });
}

/** Loads a local sandbox checkout session. Throws ApiError (404 unknown session or sandbox off). */
export function getSandboxSession(sessionId: string, signal?: AbortSignal): Promise<SandboxSession> {
  return requestJson<SandboxSession>(`/api/payment-sessions/${encodeURIComponent(sessionId)}/sandbox`, { signal });
}

/**
 * Pays a sandbox session with a test card number (POST .../sandbox/complete).
 * Throws ApiError: 402 'Your card was declined.' for a declined test card.
 */
export function completeSandboxPayment(sessionId: string, cardNumber: string): Promise<SandboxCompletion> {
  return requestJson<SandboxCompletion>(`/api/payment-sessions/${encodeURIComponent(sessionId)}/sandbox/complete`, {
    method: 'POST',
    body: { cardNumber },
  });
}
