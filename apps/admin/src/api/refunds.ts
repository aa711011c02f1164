import { requestJson } from './request-json.ts';

/** What a refund answers: the processor's result description, when it gives one. */
export interface RefundResult {
  description?: string | null;
}

/**
 * Refunds the card payment of a Paid registration (POST /api/transactions/{id}/refund,
 * id = registration id; spec §7 body creditCardLastFour). The server picks the
 * payment to refund (spec §5: the first transaction whose authorization code is
 * non-empty and not '1'). Throws ApiError (e.g. 404 problem while payments are
 * not available, 409 when the registration is not Paid).
 */
export async function refundRegistration(registrationId: number, creditCardLastFour: string): Promise<RefundResult> {
  const body = await requestJson<RefundResult | undefined>(`/api/transactions/${registrationId}/refund`, {
    method: 'POST',
    body: { creditCardLastFour },
  });
  return body ?? {};
}
