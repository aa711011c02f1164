import { SafeHtml } from '@huddle/components';
import { useLingui } from '@lingui/react/macro';
import { attachmentUrl, type DevMailboxMessage } from '../api/dev-mailbox.ts';
import { formatStatusDateTime } from '../format/display-date.ts';
import { formatFileSize } from './file-size.ts';

/**
 * One dev mailbox message: subject, recipient and times, attachment download
 * links, and the HTML body rendered through SafeHtml (sanitized again in the
 * browser); the plain text when there is no HTML.
 */
export function MailboxMessage({ message }: { message: DevMailboxMessage }) {
  const { t, i18n } = useLingui();
  return (
    <article className="card mailbox-message" aria-labelledby="mailbox-message-subject">
      <h2 id="mailbox-message-subject">{message.subject || t`(no subject)`}</h2>
      <dl className="details">
        <div>
          <dt>{t({ message: 'To', context: 'email recipient' })}</dt>
          <dd>{message.to}</dd>
        </div>
        <div>
          <dt>{t`Created`}</dt>
          <dd>{formatStatusDateTime(message.createdAt)}</dd>
        </div>
        <div>
          <dt>{t`Sent`}</dt>
          <dd>{message.sentAt ? formatStatusDateTime(message.sentAt) : t`Not sent yet`}</dd>
        </div>
      </dl>
      {message.attachments.length > 0 ? (
        <section aria-labelledby="mailbox-attachments-heading" className="mailbox-message__attachments">
          <h3 id="mailbox-attachments-heading">{t`Attachments`}</h3>
          <ul>
            {message.attachments.map((attachment) => (
              <li key={attachment.index}>
                <a href={attachmentUrl(message.id, attachment.index)} download={attachment.filename}>
                  {attachment.filename}
                </a>{' '}
                <span className="muted">({formatFileSize(attachment.size, i18n.locale)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mailbox-message__body">
        {message.html ? <SafeHtml html={message.html} /> : <pre className="mailbox-message__text">{message.text}</pre>}
      </div>
    </article>
  );
}
