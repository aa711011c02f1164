import type { DevMailboxAttachment, DevMailboxMessage } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';
import { ApiError } from './api-error.ts';

export type { DevMailboxAttachment, DevMailboxMessage };

/**
 * The dev mailbox: the outbox's messages newest first, or 'smtp' when email is
 * delivered by an SMTP server and there is no mailbox (the API answers 404).
 */
export type DevMailbox = { kind: 'mailbox'; messages: DevMailboxMessage[] } | { kind: 'smtp' };

/** The dev mailbox (API: GET /api/admin/dev-mailbox). Rejects with ApiError except for 404 ('smtp'). */
export const devMailboxQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/dev-mailbox'] as const,
    queryFn: async ({ signal }): Promise<DevMailbox> => {
      try {
        const { data } = await adminApi.GET('/api/admin/dev-mailbox', { signal });
        return { kind: 'mailbox', messages: data?.messages ?? [] };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { kind: 'smtp' };
        throw error;
      }
    },
  });

/** The download address of one attachment: /api/admin/dev-mailbox/{id}/attachments/{index}. */
export function attachmentUrl(messageId: number, index: number): string {
  return `/api/admin/dev-mailbox/${messageId}/attachments/${index}`;
}
