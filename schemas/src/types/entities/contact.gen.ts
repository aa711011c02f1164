/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A program contact shown in the form footer (spec §3 Contact).
 */
export interface Contact {
  contactId: number;
  contactName: string;
  officeNumber?: string | null;
  mobileNumber?: string | null;
  contactEmail: string;
}
