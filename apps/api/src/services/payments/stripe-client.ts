import Stripe from 'stripe';
import type { StripeSettings } from '../../config-types.ts';

/** Options of the Stripe client beyond the settings (tests shorten the timeout). */
export interface StripeClientOptions {
  /** Request timeout in milliseconds; default 30 000. */
  timeoutMs?: number;
  /**
   * Automatic network retries of the SDK (same idempotency key on each
   * retry); default 2. Tests against the Stripe API double use 0.
   */
  maxNetworkRetries?: number;
}

/**
 * The Stripe SDK client of the settings (STRIPE_SECRET_KEY, and
 * STRIPE_API_HOST / PORT / PROTOCOL when another API address is set, e.g. the
 * Stripe API double of the tests); null without a secret key (sandbox mode).
 */
export function createStripeClient(settings: StripeSettings, options: StripeClientOptions = {}): Stripe | null {
  if (settings.secretKey === null) return null;
  return new Stripe(settings.secretKey, {
    timeout: options.timeoutMs ?? 30_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    ...(settings.api === null ? {} : { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }),
  });
}
