import { useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
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

/** Answers and failures so far: each request the polling made counts once. */
const attemptsOf = (state: QueryState<PaymentRegistration> | undefined): number =>
  (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);

/**
 * After a checkout the registration turns Paid once the payment provider's notification
 * has been applied, which may come a moment after the browser returns. Starting from the
 * registration as first loaded (the query's initial data, key
 * ['transactions', reference, 'confirmation']), asks GET /api/transactions/{reference}
 * again every second (up to 20 times, about 20 s) until it is Paid. A failed request
 * counts as one attempt. Asks nothing for a registration already Paid; stops on unmount.
 */
export function usePaymentConfirmation(initial: PaymentRegistration, polling: ConfirmationPolling = {}): ConfirmationPhase {
  const { intervalMs = 1000, maxAttempts = 20 } = polling;
  const reference = initial.registrationReference;
  const queryKey = ['transactions', reference, 'confirmation'];
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => responseData(publicApi.GET('/api/transactions/{reference}', { params: { path: { reference } }, signal })),
    initialData: initial,
    enabled: !initial.paid,
    staleTime: Number.POSITIVE_INFINITY,
    // Forgotten on leaving the page: a later visit starts again from the registration it loads.
    gcTime: 0,
    retry: false,
    // Every answer and failure re-renders, so the attempts read below are current.
    notifyOnChangeProps: 'all',
    refetchInterval: (query) => (query.state.data?.paid === true || attemptsOf(query.state) >= maxAttempts ? false : intervalMs),
  });
  if (data.paid) return 'paid';
  return attemptsOf(queryClient.getQueryState<PaymentRegistration>(queryKey)) >= maxAttempts ? 'unconfirmed' : 'confirming';
}
