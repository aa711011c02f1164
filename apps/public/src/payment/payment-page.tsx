import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import './payment.css';
import { useState } from 'react';
import type { PaymentRegistration } from '../api/payment-types.ts';
import { responseData } from '@huddle/api-client';
import { publicApi } from '../api/public-api.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { formatDollars } from './format-money.ts';
import { openAddress } from './open-address.ts';
import { PaidThankYou } from './paid-thank-you.tsx';
import { paymentErrorText } from './payment-error-text.ts';
import { formatProgramDates } from './program-dates.ts';

/** Props of PaymentPage: the registration of the payment link and whether the applicant came back from a cancelled checkout. */
export interface PaymentPageProps {
  registration: PaymentRegistration;
  /** The checkout was left without paying (`cancelled=1` in the address). */
  cancelled?: boolean;
  /** Where 'Pay Now' sends the browser (default: a full page load of the checkout address). */
  onCheckout?: (checkoutUrl: string) => void;
}

type PayState = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * /payment?registration={reference} (spec §2 'Payment page'): 'Payment Details for {event}',
 * the applicant name, the program dates ('MMMM D, YYYY'), the program fee in dollars with
 * 2 decimals and 'Pay Now', which opens a checkout session on the server and goes to its
 * page. A Paid registration shows the thank-you text instead; a failure reads
 * 'Error: {description}' (spec §8) and 'Pay Now' can be pressed again.
 */
export function PaymentPage({ registration, cancelled = false, onCheckout = openAddress }: PaymentPageProps) {
  const locale = useInterfaceLanguage();
  const title = t`Payment Details for ${registration.eventName}`;
  useDocumentTitle(title);
  const [state, setState] = useState<PayState>({ kind: 'idle' });
  const working = state.kind === 'working';

  if (registration.paid) return <PaidThankYou title={title} eventName={registration.eventName} />;

  async function pay() {
    setState({ kind: 'working' });
    try {
      const { checkoutUrl } = await responseData(
        publicApi.POST('/api/transactions/{reference}/payment', { params: { path: { reference: registration.registrationReference } } }),
      );
      onCheckout(checkoutUrl);
    } catch (error) {
      setState({ kind: 'failed', message: paymentErrorText(error) });
    }
  }

  const dates = formatProgramDates(registration.startDate, registration.endDate, locale);
  return (
    <section className="app-card" aria-labelledby="payment-heading">
      <h1 id="payment-heading">{title}</h1>
      <dl className="payment-summary">
        <div className="payment-summary__item">
          <dt>{t`Applicant Name`}</dt>
          <dd>{registration.applicantName}</dd>
        </div>
        {dates === null ? null : (
          <div className="payment-summary__item">
            <dt>{t`Program Dates`}</dt>
            <dd>{dates}</dd>
          </div>
        )}
        <div className="payment-summary__item">
          <dt>{t`Program Fee`}</dt>
          <dd className="payment-summary__fee">{formatDollars(registration.programFee, locale)}</dd>
        </div>
      </dl>
      {cancelled && state.kind === 'idle' ? (
        <p className="payment-note" role="status">
          {t`Your payment was not completed and you have not been charged. You can try again with Pay Now.`}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="payment-error" role="alert">
          {state.message}
        </p>
      ) : null}
      <button type="button" className="app-button app-button--primary" disabled={working} onClick={() => void pay()}>
        {working ? t`Opening checkout...` : t`Pay Now`}
      </button>
    </section>
  );
}
