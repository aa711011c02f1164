import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
/** Props of PaidThankYou: the page heading and the program's name. */
export interface PaidThankYouProps {
  title: string;
  eventName: string;
}

/**
 * What the payment page shows for a registration already Paid (spec §2 'Payment page'):
 * 'Thank you for your payment to {event}. If you have any questions, please contact Player Engagement'.
 */
export function PaidThankYou({ title, eventName }: PaidThankYouProps) {
  useInterfaceLanguage();
  return (
    <section className="app-card" aria-labelledby="payment-heading">
      <h1 id="payment-heading">{title}</h1>
      <p>{t`Thank you for your payment to ${eventName}. If you have any questions, please contact Player Engagement`}</p>
    </section>
  );
}
