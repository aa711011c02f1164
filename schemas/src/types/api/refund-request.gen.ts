/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/transactions/{registrationId}/refund (spec §7 creditCardLastFour): the last four digits of the card, as the staff member types them (spec §5: required, no length rule). They must match the card of the refunded payment (422 problem naming creditCardLastFour otherwise).
 */
export interface RefundRequest {
  /**
   * The card's last four digits.
   */
  creditCardLastFour: string;
}
