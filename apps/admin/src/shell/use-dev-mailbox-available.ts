import { useQuery } from '@tanstack/react-query';
import { devMailboxQuery } from '../api/dev-mailbox.ts';

/**
 * Whether the dev mailbox exists (GET /api/admin/dev-mailbox answers 200, i.e. no
 * SMTP server is configured), for the side menu's 'Dev Mailbox' entry. Asks only
 * when `enabled` (the user holds devMailbox.view); false until known and on any failure.
 */
export function useDevMailboxAvailable(enabled: boolean): boolean {
  const mailbox = useQuery({ ...devMailboxQuery(), enabled });
  return mailbox.data?.kind === 'mailbox';
}
