import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import './payment.css';
import { useState, type FormEvent } from 'react';
import type { SandboxSession } from '../api/payment-types.ts';
import { responseData } from '@huddle/api-client';
import { publicApi } from '../api/public-api.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { formatCents } from './format-money.ts';
import { openAddress } from './open-address.ts';
import { paymentErrorText } from './payment-error-text.ts';

/** The sandbox label every visitor sees first: nothing real happens here (English; shown in the active language). */
export const SANDBOX_NOTE = 'Sandbox checkout — no real card is charged. Test card 4242 4242 4242 4242.';

/** Props of SandboxCheckoutPage: the session to pay and where the browser goes after a payment. */
export interface SandboxCheckoutPageProps {
  session: SandboxSession;
  /** Called with the server's redirect address after a successful payment (default: a full page load). */
  onComplete?: (redirectUrl: string) => void;
}

type CardState = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string };

/** Why a session that is not open cannot be paid, in the active language; undefined while it is open. */
function closedText(status: SandboxSession['status']): string | undefined {
  if (status === 'complete') return t`This checkout has already been paid.`;
  if (status === 'expired' || status === 'failed')
    return t`This checkout is no longer open. Please open your payment link again to start a new one.`;
  return undefined;
}

/**
 * /payment/sandbox?session={id}: the local checkout used when no Stripe keys are configured,
 * clearly labelled as a sandbox. Shows the program and the amount, takes a test card number
 * ('Card number') and 'Pay'; a declined card reads 'Error: Your card was declined.' and can be
 * tried again; a payment goes on to the address the server answers (the payment-complete page).
 */
export function SandboxCheckoutPage({ session, onComplete = openAddress }: SandboxCheckoutPageProps) {
  const locale = useInterfaceLanguage();
  const title = t`Sandbox checkout`;
  useDocumentTitle(title);
  const [cardNumber, setCardNumber] = useState('');
  const [state, setState] = useState<CardState>({ kind: 'idle' });
  const working = state.kind === 'working';
  const failed = state.kind === 'failed';
  const closed = closedText(session.status);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || cardNumber.trim() === '') return;
    setState({ kind: 'working' });
    try {
      const { redirectUrl } = await responseData(
        publicApi.POST('/api/payment-sessions/{id}/sandbox/complete', {
          params: { path: { id: session.sessionId } },
          body: { cardNumber: cardNumber.trim() },
        }),
      );
      onComplete(redirectUrl);
    } catch (error) {
      setState({ kind: 'failed', message: paymentErrorText(error) });
    }
  }

  return (
    <section className="app-card" aria-labelledby="sandbox-heading">
      <h1 id="sandbox-heading">{title}</h1>
      <p className="payment-note payment-note--sandbox">{t`Sandbox checkout — no real card is charged. Test card 4242 4242 4242 4242.`}</p>
      <dl className="payment-summary">
        <div className="payment-summary__item">
          <dt>{t`Program`}</dt>
          <dd>{session.eventName}</dd>
        </div>
        <div className="payment-summary__item">
          <dt>{t`Amount`}</dt>
          <dd className="payment-summary__fee">{formatCents(session.amountCents, locale)}</dd>
        </div>
      </dl>
      {closed ? (
        <p className="payment-note" role="status">
          {closed}
        </p>
      ) : (
        <form className="payment-form" onSubmit={(event) => void pay(event)}>
          <div className="payment-field">
            <label htmlFor="sandbox-card-number">{t`Card number`}</label>
            <input
              id="sandbox-card-number"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="4242 4242 4242 4242"
              required
              disabled={working}
              value={cardNumber}
              onChange={(event) => setCardNumber(event.target.value)}
              aria-invalid={failed || undefined}
              aria-describedby={failed ? 'sandbox-card-error' : undefined}
            />
          </div>
          {state.kind === 'failed' ? (
            <p id="sandbox-card-error" className="payment-error" role="alert">
              {state.message}
            </p>
          ) : null}
          <button type="submit" className="app-button app-button--primary" disabled={working || cardNumber.trim() === ''}>
            {working ? t`Paying...` : t`Pay`}
          </button>
        </form>
      )}
    </section>
  );
}
