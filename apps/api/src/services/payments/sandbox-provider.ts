import { createHash, randomUUID } from 'node:crypto';
import type { CaptureState, CheckoutRequest, CheckoutSession, PaymentProvider, ProviderReversal } from './payment-provider.ts';

/** Prefix of sandbox ids, so they never look like Stripe's. */
export const SANDBOX_ID_PREFIX = 'sandbox_';

/** Address of the sandbox checkout page of the public app for a session. */
export function sandboxCheckoutUrl(sessionId: string): string {
  return `/payment/sandbox?session=${encodeURIComponent(sessionId)}`;
}

/**
 * The local sandbox checkout, used without STRIPE_SECRET_KEY: sessions are
 * rows of payment_sessions paid on the public app's sandbox page with a test
 * card (sandbox-cards.ts); no money moves. Sandbox payments are captured at
 * once (so they are refunded, never voided); a refund id is derived from its
 * idempotency key, so a retried refund is the same refund.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = `${SANDBOX_ID_PREFIX}cs_${randomUUID()}`;
    return Promise.resolve({ sessionId, checkoutUrl: sandboxCheckoutUrl(sessionId) });
  }

  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderReversal> {
    const id = `${SANDBOX_ID_PREFIX}re_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    return Promise.resolve({ id, status: 'succeeded', amountCents: input.amountCents });
  }

  captureState(_paymentIntentId: string): Promise<CaptureState> {
    return Promise.resolve('captured');
  }

  cancel(_input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderReversal> {
    return Promise.reject(new Error('Sandbox payments are captured at once and cannot be voided'));
  }
}
