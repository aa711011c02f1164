/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { Contact } from '../entities/contact.gen.ts';

/**
 * Body of POST /api/admin/events/{eventId}/contacts (201) and PUT .../contacts/{contactId} (200): the contact.
 */
export interface ProgramContactResponse {
  contact: Contact;
}
