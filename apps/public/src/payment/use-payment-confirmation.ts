import { useEffect, useState } from 'react';
import type { PaymentRegistration } from '../api/payment-types.ts';
import { responseData } from '@huddle/api-client';
import { publicApi } from '../api/public-api.ts';

/** Where the confirmation of a payment stands: Paid, still waiting, or given up waiting. */
export type ConfirmationPhase = 'paid' | 'confirming' | 'unconfirmed';

/** How often and how long to ask again: every `intervalMs` (default 1000), at most `maxAttempts` times (default 20). */
export interface ConfirmationPolling {
  intervalMs?: number;
  maxAttempts?: number;
}

/**
 * After a checkout the registration turns Paid once the payment provider's notification
 * has been applied, which may come a moment after the browser returns. Starting from the
 * registration as first loaded, asks GET /api/transactions/{reference} again every
 * second (up to 20 times, about 20 s) until it is Paid. A failed request counts as one
 * attempt. Stops on unmount.
 */
export function usePaymentConfirmation(initial: PaymentRegistration, polling: ConfirmationPolling = {}): ConfirmationPhase {
  const { intervalMs = 1000, maxAttempts = 20 } = polling;
  const [phase, setPhase] = useState<ConfirmationPhase>(initial.paid ? 'paid' : 'confirming');

  useEffect(() => {
    if (initial.paid) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    const poll = async () => {
      attempts += 1;
      try {
        const current = await responseData(
          publicApi.GET('/api/transactions/{reference}', {
            params: { path: { reference: initial.registrationReference } },
            signal: controller.signal,
          }),
        );
        if (current.paid) {
          setPhase('paid');
          return;
        }
      } catch {
        // Counted as an attempt; the next one may succeed.
      }
      if (controller.signal.aborted) return;
      if (attempts >= maxAttempts) setPhase('unconfirmed');
      else timer = setTimeout(() => void poll(), intervalMs);
    };
    timer = setTimeout(() => void poll(), intervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [initial, intervalMs, maxAttempts]);

  return phase;
}
