import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { MailboxList } from '../mailbox/mailbox-list.tsx';
import { MailboxMessage } from '../mailbox/mailbox-message.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/dev/mailbox');

/**
 * /app/dev/mailbox: the emails the application queued when no SMTP server is
 * configured (API: GET /api/admin/dev-mailbox), the selected one (?message={id})
 * shown below the list. With SMTP configured the API has no mailbox and the page says so.
 */
export function DevMailboxPage() {
  const { t } = useLingui();
  const mailbox = route.useLoaderData();
  const { message: selectedId } = route.useSearch();
  usePageTitle(t`Dev Mailbox`);
  const selected = mailbox.kind === 'mailbox' ? mailbox.messages.find((message) => message.id === selectedId) : undefined;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Dev Mailbox`}</h1>
      {mailbox.kind === 'smtp' ? (
        <div className="card">
          <p>{t`Email is delivered by SMTP; there is no dev mailbox.`}</p>
        </div>
      ) : (
        <>
          <div className="card">
            <MailboxList messages={mailbox.messages} selectedId={selectedId} />
          </div>
          {selected ? (
            <MailboxMessage message={selected} />
          ) : mailbox.messages.length > 0 ? (
            <p className="muted">{t`Select a subject to read the message.`}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
