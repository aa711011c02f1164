/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/admin/events/{eventId}/contacts and PUT .../contacts/{contactId} (spec §2 Create Contact modal, spec §3 Contact): the whole contact. 422 problem naming each invalid field.
 */
export interface ContactRequest {
  contactName: string;
  /**
   * Office phone: digits, spaces, + ( ) . - and an optional extension ('x 123').
   */
  officeNumber?: string | null;
  /**
   * spec §5 phone: US style, 10 digits, optional country prefix and separators; '' or null for none.
   */
  mobileNumber?: string | null;
  contactEmail: string;
}
