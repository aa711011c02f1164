/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ParticipantRow } from '../entities/participant-row.gen.ts';

/**
 * 200 body of POST /api/transactions/{registrationId}/void: the participant after the void (status Refunded 5) and the result description. Only a payment that is authorized but not yet captured can be voided; 409 problem 'Payment already captured: refund it instead.' otherwise (docs/payments.md).
 */
export interface VoidResponse {
  participant: ParticipantRow;
  /**
   * Result description, also stored on the void transaction.
   */
  description: string;
}
