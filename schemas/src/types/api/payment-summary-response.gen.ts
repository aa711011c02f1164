/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';
import type { RegistrationStatusName } from '../entities/registration-status-name.gen.ts';

/**
 * 200 body of GET /api/transactions/{reference} (public, spec §2 'Payment page'): what the payment page shows for the registration whose payment link was followed ('Payment Details for {event}', applicant name, program dates, program fee in dollars) and whether it is already paid ('Thank you for your payment to {event}...'). 404 problem for an unknown reference.
 */
export interface PaymentSummaryResponse {
  /**
   * The registration's payment reference: the value of the payment link's 'registration' parameter.
   */
  registrationReference: string;
  eventId: number;
  eventName: string;
  /**
   * 'First Last', or the company name when the form has no person name.
   */
  applicantName: string;
  /**
   * Program start date, YYYY-MM-DD.
   */
  startDate: string | null;
  /**
   * Program end date, YYYY-MM-DD.
   */
  endDate: string | null;
  /**
   * The program fee in dollars (shown with 2 decimals): what a payment charges.
   */
  programFee: number;
  status: RegistrationStatusCode;
  statusName: RegistrationStatusName;
  /**
   * True when the registration is Paid (4).
   */
  paid: boolean;
}
