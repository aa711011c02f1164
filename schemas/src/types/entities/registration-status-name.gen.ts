/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Name of a registration status code (spec §4), in code order: Pending 1, Approved 2, Rejected 3, Paid 4, Refunded 5, Comped 6, Unpaid 7, Submitted 8, OutofBusiness 11. Lists show it upper-cased.
 */
export type RegistrationStatusName =
  'Pending' | 'Approved' | 'Rejected' | 'Paid' | 'Refunded' | 'Comped' | 'Unpaid' | 'Submitted' | 'OutofBusiness';
