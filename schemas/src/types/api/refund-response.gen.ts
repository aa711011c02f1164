/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ParticipantRow } from '../entities/participant-row.gen.ts';

/**
 * 200 body of POST /api/transactions/{registrationId}/refund: the participant after the refund (status Refunded 5) and the result description the refund modal shows (spec §2). Refunds the first payment whose authorization code is non-empty and not '1' (spec §5). 409 problem unless the registration is Paid (4); 502 problem when the payment provider fails or does not answer (retrying is safe: the refund carries an idempotency key).
 */
export interface RefundResponse {
  participant: ParticipantRow;
  /**
   * Result description, also stored on the refund transaction.
   */
  description: string;
}
