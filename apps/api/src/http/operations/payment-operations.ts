import type { ApiOperation } from '../api-operation.ts';
import { paymentReference, problemResponses, registrationId, sandboxSessionId } from '../api-operation.ts';

/** Program fee operations: payment page, checkout (Stripe or sandbox), webhook, refund, void. */
export const paymentOperations = {
  getPaymentSummary: {
    operationId: 'getPaymentSummary',
    method: 'get',
    path: '/api/transactions/{reference}',
    summary: "The payment page of a registration (spec §2 'Payment page'): program, applicant, fee in dollars, whether it is paid.",
    tag: 'public',
    pathParams: { reference: paymentReference },
    responses: {
      200: { description: 'The registration to pay for.', schema: 'PaymentSummaryResponse' },
      400: { description: 'The reference is not a uuid.', schema: 'ProblemDetails' },
      404: { description: 'No registration has this payment reference.', schema: 'ProblemDetails' },
    },
  },
  startPayment: {
    operationId: 'startPayment',
    method: 'post',
    path: '/api/transactions/{reference}/payment',
    summary:
      "'Pay Now': a new checkout session for the program fee (Stripe Checkout, or the local sandbox checkout without STRIPE_SECRET_KEY).",
    tag: 'public',
    pathParams: { reference: paymentReference },
    responses: {
      201: { description: 'Where to pay.', schema: 'StartPaymentResponse' },
      400: { description: 'The reference is not a uuid.', schema: 'ProblemDetails' },
      404: { description: 'No registration has this payment reference.', schema: 'ProblemDetails' },
      409: {
        description:
          "'Payment not possible': already Paid, the program charges no fee, not approved yet (acceptance programs) or not Unpaid (fee programs without acceptance).",
        schema: 'ProblemDetails',
      },
      502: { description: 'Stripe failed or did not answer.', schema: 'ProblemDetails' },
    },
  },
  getSandboxSession: {
    operationId: 'getSandboxSession',
    method: 'get',
    path: '/api/payment-sessions/{id}/sandbox',
    summary: 'A session of the local sandbox checkout (only without STRIPE_SECRET_KEY).',
    tag: 'public',
    pathParams: { id: sandboxSessionId },
    responses: {
      200: { description: 'The session.', schema: 'SandboxSessionResponse' },
      400: { description: 'Malformed session id.', schema: 'ProblemDetails' },
      404: { description: 'No such sandbox session, or Stripe is configured.', schema: 'ProblemDetails' },
    },
  },
  completeSandboxSession: {
    operationId: 'completeSandboxSession',
    method: 'post',
    path: '/api/payment-sessions/{id}/sandbox/complete',
    summary: 'Pay a sandbox session with a test card: the same effect as a Stripe checkout.session.completed.',
    tag: 'public',
    pathParams: { id: sandboxSessionId },
    body: 'SandboxCompleteRequest',
    responses: {
      200: { description: 'Paid (or already paid); where the browser goes next.', schema: 'SandboxCompleteResponse' },
      400: { description: 'Malformed JSON or session id.', schema: 'ProblemDetails' },
      402: { description: "'Your card was declined.' (test card 4000 0000 0000 0002); nothing recorded.", schema: 'ProblemDetails' },
      404: { description: 'No such sandbox session, or Stripe is configured.', schema: 'ProblemDetails' },
      409: { description: 'The session expired or failed.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: 'Invalid body, or not a test card (invalid_params names cardNumber).', schema: 'ProblemDetails' },
    },
  },
  receiveStripeWebhook: {
    operationId: 'receiveStripeWebhook',
    method: 'post',
    path: '/api/stripe/webhook',
    summary: 'Stripe webhook: Checkout Session events, signature verified on the raw body, each event applied exactly once.',
    tag: 'public',
    rawBody: {
      mediaType: 'application/json',
      description:
        'The Stripe event exactly as Stripe sent it, with its Stripe-Signature header (STRIPE_WEBHOOK_SECRET, 300 s tolerance). Read as raw bytes for the signature check; no JSON schema applies.',
    },
    responses: {
      200: { description: 'Acknowledged (duplicate: already applied, nothing changed).', schema: 'WebhookReceipt' },
      400: { description: 'Missing, invalid or stale signature; nothing stored.', schema: 'ProblemDetails' },
      404: { description: 'Stripe is not configured (sandbox checkout).', schema: 'ProblemDetails' },
      413: { description: 'Body too large.', schema: 'ProblemDetails' },
      502: { description: 'Stripe did not answer while the event was applied; Stripe delivers it again later.', schema: 'ProblemDetails' },
    },
  },
  refundRegistration: {
    operationId: 'refundRegistration',
    method: 'post',
    path: '/api/transactions/{registrationId}/refund',
    summary: "Refund a Paid registration's card payment (spec §5 rules; idempotent towards Stripe).",
    tag: 'staff',
    permission: 'participants.refund',
    pathParams: { registrationId },
    body: 'RefundRequest',
    responses: {
      200: { description: 'Refunded: the participant (status Refunded 5) and the result description.', schema: 'RefundResponse' },
      400: { description: 'Malformed JSON or parameter.', schema: 'ProblemDetails' },
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown or removed registration.', schema: 'ProblemDetails' },
      409: { description: 'Not Paid, or no card payment to refund.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: {
        description: 'Invalid body, or the last four digits do not match the card (invalid_params names creditCardLastFour).',
        schema: 'ProblemDetails',
      },
      502: {
        description: 'The payment provider failed or did not answer; nothing recorded (retrying refunds once).',
        schema: 'ProblemDetails',
      },
    },
  },
  voidRegistration: {
    operationId: 'voidRegistration',
    method: 'post',
    path: '/api/transactions/{registrationId}/void',
    summary: "Void a Paid registration's payment that is not captured yet (docs/payments.md).",
    tag: 'staff',
    permission: 'participants.refund',
    pathParams: { registrationId },
    responses: {
      200: { description: 'Voided: the participant (status Refunded 5) and the result description.', schema: 'VoidResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown or removed registration.', schema: 'ProblemDetails' },
      409: { description: "Not Paid, no card payment, or 'Payment already captured: refund it instead.'", schema: 'ProblemDetails' },
      502: { description: 'The payment provider failed or did not answer; nothing recorded.', schema: 'ProblemDetails' },
    },
  },
} as const satisfies Record<string, ApiOperation>;
