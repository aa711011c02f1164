import type { ServiceContext } from '../service-context.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * What the payment services receive: the service context (database, clock,
 * PUBLIC_URL) and the payment provider (Stripe, or the sandbox checkout
 * without STRIPE_SECRET_KEY).
 */
export interface PaymentContext extends Pick<ServiceContext, 'db' | 'now'> {
  provider: PaymentProvider;
  /** PUBLIC_URL: base of the Checkout success and cancel URLs. */
  publicUrl: string;
}
