/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A card payment, refund or void of a registration (spec §3 Transaction), shown under 'Transaction Information' on the participant detail page. Refund uses the first transaction whose authorization code is non-empty and not '1' (spec §5).
 */
export interface Transaction {
  registrationTransactionId: number;
  transactionDate: string;
  /**
   * E.g. the card brand and last four digits.
   */
  paymentMethod: string;
  /**
   * Dollars; negative for a refund.
   */
  amountPaid: number;
  /**
   * The payment processor's transaction id.
   */
  transactionNum: string;
  authorizationCode: string | null;
  /**
   * Processor result description, e.g. for a refund.
   */
  description: string | null;
}
