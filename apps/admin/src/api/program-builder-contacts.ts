import type { Contact, ContactRequest, ProgramContactResponse, ProgramContactsResponse } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

const contactsPath = (eventId: number) => `/api/admin/events/${eventId}/contacts`;

/**
 * A program's contacts in display order (GET /api/admin/events/{eventId}/contacts;
 * spec §2 Program Contacts). Throws ApiError.
 */
export async function fetchProgramContacts(eventId: number, signal?: AbortSignal): Promise<Contact[]> {
  const body = await requestJson<ProgramContactsResponse>(contactsPath(eventId), { signal });
  return body.contacts;
}

/**
 * Adds a contact (POST .../contacts; spec §2 'Create Contact', spec §6 admin
 * or Legends admin). Returns it. Throws ApiError: 422 naming each refused
 * field (contactName, contactEmail, officeNumber, mobileNumber); nothing stored.
 */
export async function createProgramContact(eventId: number, body: ContactRequest): Promise<Contact> {
  const answer = await requestJson<ProgramContactResponse>(contactsPath(eventId), { method: 'POST', body });
  return answer.contact;
}

/**
 * Replaces a contact's fields (PUT .../contacts/{contactId}). Returns the
 * contact as saved. Throws ApiError (422 naming each refused field).
 */
export async function updateProgramContact(eventId: number, contactId: number, body: ContactRequest): Promise<Contact> {
  const answer = await requestJson<ProgramContactResponse>(`${contactsPath(eventId)}/${contactId}`, { method: 'PUT', body });
  return answer.contact;
}

/** Removes a contact (DELETE .../contacts/{contactId}; spec §2 'delete link'). Throws ApiError. */
export async function deleteProgramContact(eventId: number, contactId: number): Promise<void> {
  await requestJson<void>(`${contactsPath(eventId)}/${contactId}`, { method: 'DELETE' });
}
