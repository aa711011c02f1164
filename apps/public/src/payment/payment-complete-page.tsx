import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import './payment.css';
import type { PaymentRegistration } from '../api/payment-types.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { usePaymentConfirmation, type ConfirmationPolling } from './use-payment-confirmation.ts';

/** Props of PaymentCompletePage: the registration as first loaded, and (for tests) how to poll. */
export interface PaymentCompletePageProps {
  registration: PaymentRegistration;
  polling?: ConfirmationPolling;
}

/** spec §2 payment page: the texts shown once the payment has been received (English; shown in the active language). */
export const PAYMENT_RECEIVED = 'Payment Received';
export const PAYMENT_COMPLETE_TEXT = 'Thank you for submitting your payment. Your registration is now complete.';

/** The page heading of each phase, in the active language. */
function phaseHeading(phase: 'paid' | 'confirming' | 'unconfirmed'): string {
  if (phase === 'paid') return t`Payment Received`;
  return phase === 'confirming' ? t`Confirming your payment...` : t`Your payment is being confirmed`;
}

/**
 * /payment-complete?registration={reference} (spec §2 'Payment page', the separate
 * thank-you page): 'Payment Received' and 'Thank you for submitting your payment. Your
 * registration is now complete.' once the registration is Paid. Until the payment
 * provider's confirmation has arrived it reads 'Confirming your payment...' and asks
 * again (see usePaymentConfirmation); if it has not arrived after that, a note asks the
 * applicant to check back later.
 */
export function PaymentCompletePage({ registration, polling }: PaymentCompletePageProps) {
  const phase = usePaymentConfirmation(registration, polling);
  useInterfaceLanguage();
  const heading = phaseHeading(phase);
  useDocumentTitle(heading);
  return (
    <section className="app-card" aria-labelledby="payment-complete-heading">
      <div role="status">
        <h1 id="payment-complete-heading">{heading}</h1>
        {phase === 'paid' ? <p>{t`Thank you for submitting your payment. Your registration is now complete.`}</p> : null}
        {phase === 'unconfirmed' ? (
          <p>
            {t`We have not received the confirmation of your payment to ${registration.eventName} yet. Please check back on this page in a few minutes. If you have any questions, please contact Player Engagement.`}
          </p>
        ) : null}
      </div>
      {phase === 'confirming' ? <span className="app-loading-status__spinner payment-spinner" aria-hidden="true" /> : null}
    </section>
  );
}
