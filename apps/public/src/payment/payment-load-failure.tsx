import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import './payment.css';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { paymentErrorText } from './payment-error-text.ts';

/** Props of PaymentLoadFailure: what stopped the page, and how to try again. */
export interface PaymentLoadFailureProps {
  error: unknown;
  onRetry(): void;
}

/**
 * Shown when a payment page's data could not be loaded (not 'not found', which goes to
 * /error): 'Error: {description}' (spec §8 'Payment failure') and 'Try again'.
 */
export function PaymentLoadFailure({ error, onRetry }: PaymentLoadFailureProps) {
  useInterfaceLanguage();
  useDocumentTitle(t`Payment Details`);
  return (
    <section className="app-card" aria-labelledby="payment-failure-heading">
      <h1 id="payment-failure-heading">{t`Payment Details`}</h1>
      <p className="payment-error" role="alert">
        {paymentErrorText(error)}
      </p>
      <button type="button" className="app-button app-button--primary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </section>
  );
}
