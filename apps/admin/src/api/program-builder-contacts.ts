import { responseData } from '@huddle/api-client';
import type { Contact, ContactRequest } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/**
 * A program's contacts in display order (GET /api/admin/events/{eventId}/contacts;
 * spec §2 Program Contacts). Rejects with ApiError.
 */
export const programContactsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/admin/events/{eventId}/contacts', { eventId }] as const,
    queryFn: async ({ signal }): Promise<Contact[]> =>
      (await responseData(adminApi.GET('/api/admin/events/{eventId}/contacts', { params: { path: { eventId } }, signal }))).contacts,
  });

/**
 * Adds a contact (POST .../contacts; spec §2 'Create Contact', spec §6 admin
 * or Legends admin). Returns it. Throws ApiError: 422 naming each refused
 * field (contactName, contactEmail, officeNumber, mobileNumber); nothing stored.
 */
export async function createProgramContact(eventId: number, body: ContactRequest): Promise<Contact> {
  return (await responseData(adminApi.POST('/api/admin/events/{eventId}/contacts', { params: { path: { eventId } }, body }))).contact;
}

/**
 * Replaces a contact's fields (PUT .../contacts/{contactId}). Returns the
 * contact as saved. Throws ApiError (422 naming each refused field).
 */
export async function updateProgramContact(eventId: number, contactId: number, body: ContactRequest): Promise<Contact> {
  const call = adminApi.PUT('/api/admin/events/{eventId}/contacts/{contactId}', { params: { path: { eventId, contactId } }, body });
  return (await responseData(call)).contact;
}

/** Removes a contact (DELETE .../contacts/{contactId}; spec §2 'delete link'). Throws ApiError. */
export async function deleteProgramContact(eventId: number, contactId: number): Promise<void> {
  await adminApi.DELETE('/api/admin/events/{eventId}/contacts/{contactId}', { params: { path: { eventId, contactId } } });
}
