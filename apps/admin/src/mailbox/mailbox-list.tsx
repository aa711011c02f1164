import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DevMailboxMessage } from '../api/dev-mailbox.ts';
import { formatStatusDateTime } from '../format/display-date.ts';

/** The outbox delivery state in the interface language. */
function useDeliveryText(): (message: DevMailboxMessage) => string {
  const { t } = useLingui();
  return (message) => {
    if (message.status === 'sent') return formatStatusDateTime(message.sentAt);
    return message.status === 'failed' ? t`Failed` : t`Pending`;
  };
}

/**
 * The dev mailbox's messages, newest first: To, Subject (a link that opens the
 * message), Created and Sent; the open message's link is marked current.
 */
export function MailboxList({ messages, selectedId }: { messages: DevMailboxMessage[]; selectedId: number | undefined }) {
  const { t } = useLingui();
  const delivery = useDeliveryText();
  if (messages.length === 0) return <p className="muted">{t`No emails have been sent yet.`}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={t`Messages table`} tabIndex={0}>
      <table className="data-table mailbox-list">
        <caption className="visually-hidden">{t`Messages`}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ message: 'To', context: 'email recipient' })}</th>
            <th scope="col">{t`Subject`}</th>
            <th scope="col">{t`Created`}</th>
            <th scope="col">{t`Sent`}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => {
            const selected = message.id === selectedId;
            return (
              <tr key={message.id} className={selected ? 'mailbox-list__row--selected' : undefined}>
                <td className="mailbox-list__to">{message.to}</td>
                <td>
                  <Link to="/dev/mailbox" search={{ message: message.id }} aria-current={selected ? 'true' : undefined}>
                    {message.subject || t`(no subject)`}
                  </Link>
                </td>
                <td data-column="statusDate">{formatStatusDateTime(message.createdAt)}</td>
                <td data-column="statusDate">{delivery(message)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
