import { responseData } from '@huddle/api-client';
import type { RefundResponse, VoidResponse } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';

/**
 * What a refund or a void answers: the participant with its new status (Refunded 5),
 * which replaces the row in the list, and the payment processor's result description
 * shown in the modal.
 */
export type PaymentActionResult = RefundResponse | VoidResponse;

/**
 * Refunds the card payment of a Paid registration (POST /api/transactions/{registrationId}/refund,
 * body { creditCardLastFour }; spec §2, §5, §7). The server picks the payment (the first
 * transaction whose authorization code is non-empty and not '1') and checks the last four
 * digits against it. Throws ApiError: 409 when the registration is not Paid, 422 naming
 * creditCardLastFour when the digits do not match, 403 without 'participants.refund'.
 */
export function refundRegistration(registrationId: number, creditCardLastFour: string): Promise<RefundResponse> {
  return responseData(
    adminApi.POST('/api/transactions/{registrationId}/refund', { params: { path: { registrationId } }, body: { creditCardLastFour } }),
  );
}

/**
 * Voids a payment that has not been captured yet (POST /api/transactions/{registrationId}/void).
 * Card payments are captured when the checkout completes, so the server refuses a captured
 * payment with 409 'Payment already captured: refund it instead.'; the back office therefore
 * offers Refund, not Void, on Paid registrations. Throws ApiError.
 */
export function voidRegistrationPayment(registrationId: number): Promise<VoidResponse> {
  return responseData(adminApi.POST('/api/transactions/{registrationId}/void', { params: { path: { registrationId } } }));
}
