/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { Contact } from '../entities/contact.gen.ts';

/**
 * 200 body of GET /api/admin/events/{eventId}/contacts: the program's contacts in display order (spec §2 Program Contacts; empty: 'No Program Contacts').
 */
export interface ProgramContactsResponse {
  contacts: Contact[];
}
