import type { DevMailboxAttachment, DevMailboxMessage, DevMailboxResponse } from '@huddle/schemas';
import { ApiError } from './api-error.ts';
import { requestJson } from './request-json.ts';

export type { DevMailboxAttachment, DevMailboxMessage };

/**
 * The dev mailbox: the outbox's messages newest first, or 'smtp' when email is
 * delivered by an SMTP server and there is no mailbox (the API answers 404).
 */
export type DevMailbox = { kind: 'mailbox'; messages: DevMailboxMessage[] } | { kind: 'smtp' };

/** Loads the dev mailbox (API: GET /api/admin/dev-mailbox). Throws ApiError except for 404. */
export async function fetchDevMailbox(signal?: AbortSignal): Promise<DevMailbox> {
  try {
    const body = await requestJson<DevMailboxResponse>('/api/admin/dev-mailbox', { signal });
    return { kind: 'mailbox', messages: body.messages };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'smtp' };
    throw error;
  }
}

/** The download address of one attachment: /api/admin/dev-mailbox/{id}/attachments/{index}. */
export function attachmentUrl(messageId: number, index: number): string {
  return `/api/admin/dev-mailbox/${messageId}/attachments/${index}`;
}
