import type Stripe from 'stripe';
import type { CaptureState, CheckoutRequest, CheckoutSession, PaymentProvider, ProviderReversal } from './payment-provider.ts';

/** A card payment as recorded on a transaction (spec §3 Transaction fields). */
export interface CardPayment {
  /** PaymentIntent id ('pi_...'): transactionNum. */
  paymentIntentId: string;
  /** Charge id ('ch_...'): authorizationCode; null when the PaymentIntent has no charge. */
  chargeId: string | null;
  cardLastFour: string | null;
  /** E.g. 'Visa ending 4242'; 'Card' when the brand is unknown. */
  paymentMethod: string;
  /** Amount received, in cents. */
  amountCents: number;
}

/**
 * Stripe Checkout (automatic capture) behind the PaymentProvider interface,
 * over the stripe SDK client. Every call that creates or changes something
 * carries the caller's idempotency key. SDK errors are thrown as they come.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(readonly client: Stripe) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = { registrationId: String(request.registrationId), paymentReference: request.paymentReference };
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: request.amountCents, product_data: { name: request.description } } },
        ],
        client_reference_id: String(request.registrationId),
        metadata,
        payment_intent_data: { metadata },
        ...(request.customerEmail === null ? {} : { customer_email: request.customerEmail }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (session.url === null) throw new Error(`Stripe created Checkout Session ${session.id} without a URL`);
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  async refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderReversal> {
    const refund = await this.client.refunds.create({ payment_intent: input.paymentIntentId }, { idempotencyKey: input.idempotencyKey });
    return { id: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
  }

  async captureState(paymentIntentId: string): Promise<CaptureState> {
    const intent = await this.client.paymentIntents.retrieve(paymentIntentId);
    if (intent.status === 'requires_capture') return 'uncaptured';
    return intent.status === 'succeeded' ? 'captured' : 'other';
  }

  async cancel(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderReversal> {
    const intent = await this.client.paymentIntents.cancel(input.paymentIntentId, {}, { idempotencyKey: input.idempotencyKey });
    return { id: intent.id, status: intent.status, amountCents: input.amountCents };
  }

  /**
   * The card payment of a paid Checkout Session: its PaymentIntent retrieved
   * with the latest charge expanded (charge id, card brand and last four).
   * Throws when the session has no PaymentIntent.
   */
  async cardPayment(session: Stripe.Checkout.Session): Promise<CardPayment> {
    const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (intentId === undefined) throw new Error(`Checkout Session ${session.id} has no PaymentIntent`);
    const intent = await this.client.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card ?? null;
    const brand = card?.brand === undefined || card.brand === null ? null : brandName(card.brand);
    const lastFour = card?.last4 ?? null;
    return {
      paymentIntentId: intent.id,
      chargeId: charge?.id ?? (typeof intent.latest_charge === 'string' ? intent.latest_charge : null),
      cardLastFour: lastFour,
      paymentMethod: lastFour === null ? (brand ?? 'Card') : `${brand ?? 'Card'} ending ${lastFour}`,
      amountCents: session.amount_total ?? intent.amount_received,
    };
  }
}

/** Stripe's card brand code as people write it ('visa' → 'Visa', 'amex' → 'American Express'). */
function brandName(brand: string): string {
  const names: Record<string, string> = {
    amex: 'American Express',
    diners: 'Diners Club',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
    jcb: 'JCB',
  };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
