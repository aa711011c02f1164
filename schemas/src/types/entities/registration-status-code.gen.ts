/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Registration status code (spec §4): 1 Pending, 2 Approved, 3 Rejected, 4 Paid, 5 Refunded, 6 Comped, 7 Unpaid, 8 Submitted, 11 OutofBusiness. The names are RegistrationStatusName, in the same order.
 */
export type RegistrationStatusCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 11;
