import { useEffect, useState } from 'react';
import { fetchDevMailbox } from '../api/dev-mailbox.ts';

/**
 * Whether the dev mailbox exists (GET /api/admin/dev-mailbox answers 200, i.e. no
 * SMTP server is configured), for the side menu's 'Dev Mailbox' entry. Asks only
 * when `enabled` (the user holds devMailbox.view); false until known and on any failure.
 */
export function useDevMailboxAvailable(enabled: boolean): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchDevMailbox(controller.signal).then(
      (mailbox) => setAvailable(mailbox.kind === 'mailbox'),
      () => setAvailable(false),
    );
    return () => controller.abort();
  }, [enabled]);
  return available;
}
